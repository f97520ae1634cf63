import { useId } from 'react'
import { useParams } from 'react-router'
import { submissionKinds, type SubmissionKind } from '#shared/admin.ts'
import { labelOf } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { ConsultationSchedulePanel } from './consultation-schedule-panel.tsx'
import { AdminDetailBody } from './detail-body.tsx'
import { AdminPageHeader } from './admin-page-header.tsx'
import { EmailLink } from './email-link.tsx'
import { useSubmission } from './api/get-submission.ts'
import { backOfficeMessages as t } from './messages.ts'
import { PaymentPanel } from './payment-panel.tsx'
import { isPaidKind, isSubmissionKind } from './submission-filters.ts'
import { SubmissionFields } from './submission-fields.tsx'
import { SubmissionUpdateForm } from './submission-update-form.tsx'
import { StatusBadge } from './status-badges.tsx'
import { promotedTutorOf } from './tutors/application-fields.ts'
import { PromoteApplicationPanel } from './tutors/promote-application-panel.tsx'
import { RepliesPanel } from './replies/replies-panel.tsx'
import { QuotePanel } from './quotes/quote-panel.tsx'

function SubmissionView({ detail, label }: { detail: SubmissionDetail; label: string }) {
  const fieldsHeadingId = useId()
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={label}
        title={detail.title || '—'}
        lead={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <StatusBadge status={detail.status} />
            <span>
              {t.received}{' '}
              <time dateTime={detail.created_at}>{formatSastDateTime(detail.created_at)}</time>{' '}
              (SAST) ·
            </span>
            <EmailLink email={detail.email} />
          </div>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section
            aria-labelledby={fieldsHeadingId}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id={fieldsHeadingId} className="mb-4 text-lg font-bold text-slate-900">
              {t.detailsHeading}
            </h2>
            <SubmissionFields fields={detail.fields} />
          </section>
          <RepliesPanel key={detail.id} detail={detail} />
        </div>
        <div className="grid gap-6">
          {/* Making an applicant a tutor changes the status and note: the form starts afresh. */}
          <SubmissionUpdateForm key={`${detail.id}:${promotedTutorOf(detail)}`} detail={detail} />
          {isPaidKind(detail.kind) ? <PaymentPanel key={detail.id} detail={detail} /> : null}
          {detail.kind === 'school-bookings' || detail.kind === 'teacher-workshops' ? (
            <QuotePanel key={detail.id} kind={detail.kind} id={detail.id} />
          ) : null}
          {detail.kind === 'consultations' ? <ConsultationSchedulePanel detail={detail} /> : null}
          {detail.kind === 'tutor-applications' ? (
            <PromoteApplicationPanel key={detail.id} detail={detail} />
          ) : null}
        </div>
      </div>
    </div>
  )
}

function SubmissionDetailPage({ kind, id }: { kind: SubmissionKind; id: string }) {
  const label = labelOf(submissionKinds, kind)
  const record = useSubmission(kind, id)
  usePageTitle(record.data?.title || label)
  return (
    <AdminDetailBody
      query={record}
      back={{ to: paths.adminSubmissions.getHref(kind), label: t.backTo(label) }}
      texts={{
        eyebrow: label,
        loading: t.detailLoading,
        notFoundTitle: t.notFoundTitle,
        loadFailed: t.detailLoadFailed,
        loadFailedHint: t.loadFailedHint,
      }}
    >
      {(detail) => <SubmissionView detail={detail} label={label} />}
    </AdminDetailBody>
  )
}

/** /admin/submissions/{kind}/{id}: one submission, its status and note, and its payment. */
function SubmissionPage() {
  const { kind, id } = useParams()
  // The layout shows "not found" for a kind the back office does not have.
  if (!isSubmissionKind(kind) || !id) return null
  return <SubmissionDetailPage key={`${kind}/${id}`} kind={kind} id={id} />
}

export { SubmissionPage as Component }
