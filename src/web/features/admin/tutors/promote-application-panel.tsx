import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { adminTutorMessages } from '#shared/admin.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { paths } from '#web/paths.ts'
import { askedRateOf, promotedTutorOf } from './application-fields.ts'
import { usePromoteApplication } from './api/promote-application.ts'
import { tutorPageMessages as t } from './messages.ts'

function TutorLink({ id }: { id: number | string }) {
  return (
    <Link to={paths.tutor.getHref(id)} className="font-semibold underline underline-offset-2">
      {t.viewTutor}
    </Link>
  )
}

type Failure = { field?: string | undefined; form?: string | undefined }

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.promoteFailed }
  if (error.fields?.hourly_rate) return { field: error.fields.hourly_rate }
  return { form: error.serverMessage ?? t.promoteFailed }
}

/**
 * On a tutor application: makes the applicant a tutor in one step, at the rate they asked
 * for or one the office sets. An applicant already made a tutor links to their page.
 */
export function PromoteApplicationPanel({ detail }: { detail: SubmissionDetail }) {
  const headingId = useId()
  const promote = usePromoteApplication(detail.id)
  const askedRate = askedRateOf(detail)
  const promotedId = promotedTutorOf(detail)
  const [rate, setRate] = useState(askedRate)
  const [failure, setFailure] = useState<Failure>({})
  const [tutor, setTutor] = useState<AdminTutor>()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (promote.isPending) return
    setFailure({})
    try {
      setTutor(await promote.mutateAsync({ hourly_rate: rate.trim() }))
    } catch (error) {
      console.warn('Making the applicant a tutor failed:', error)
      setFailure(failureOf(error))
    }
  }

  let body
  if (tutor) {
    body = (
      <Alert tone="success">
        <p>{adminTutorMessages.promoted}</p>
        <p className="mt-1">
          <TutorLink id={tutor.id} />
        </p>
      </Alert>
    )
  } else if (promotedId) {
    body = (
      <Alert tone="info">
        <p>{t.alreadyTutor}</p>
        <p className="mt-1 flex flex-wrap gap-x-4">
          <TutorLink id={promotedId} />
          <Link
            to={paths.adminTutors.getHref()}
            className="font-semibold underline underline-offset-2"
          >
            {t.manageTutors}
          </Link>
        </p>
      </Alert>
    )
  } else {
    body = (
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Input
          label={t.promoteRate}
          type="number"
          inputMode="numeric"
          min={50}
          max={5000}
          step={10}
          value={rate}
          hint={askedRate ? t.promoteRateHint : t.promoteRateNeededHint}
          error={failure.field}
          onChange={(event) => {
            setRate(event.target.value)
            setFailure({})
          }}
        />
        <div role="alert" className="empty:hidden">
          {failure.form ? <Alert tone="error">{failure.form}</Alert> : null}
        </div>
        <Button type="submit" disabled={promote.isPending}>
          {promote.isPending ? t.promoting : t.promote}
        </Button>
      </form>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="promote-panel"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.promoteHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.promoteLead}</p>
      <div role="status" className="not-empty:mt-4">
        {tutor || promotedId ? body : null}
      </div>
      {tutor || promotedId ? null : body}
    </section>
  )
}
