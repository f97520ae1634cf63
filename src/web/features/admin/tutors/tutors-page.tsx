import { useState } from 'react'
import { adminTutorMessages } from '#shared/admin.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { PlusIcon, UsersIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { backOfficeMessages } from '../messages.ts'
import { useAdminTutors } from './api/get-admin-tutors.ts'
import { useSaveTutor } from './api/save-tutor.ts'
import { tutorPageMessages as t } from './messages.ts'
import { tutorFormData, tutorFormValuesOf } from './tutor-form-values.ts'
import { TutorForm } from './tutor-form.tsx'
import { TutorList } from './tutor-list.tsx'

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; tutor: AdminTutor }
type Outcome = { tone: 'success' | 'error'; text: string } | null

function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{t.loading}</p>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-28 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

/**
 * /admin/tutors: every tutor, active or not. "Add tutor" and each tutor's Edit open the
 * form in a dialog; Deactivate (after a confirmation) takes a tutor off the tutors page
 * and the booking page, Reactivate brings them back.
 */
function TutorsPage() {
  usePageTitle(t.title)
  const tutors = useAdminTutors()
  const toggle = useSaveTutor()
  const [confirm, confirmDialog] = useConfirm()
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })
  const [outcome, setOutcome] = useState<Outcome>(null)
  const close = () => setEditing({ mode: 'closed' })

  const onToggle = async (tutor: AdminTutor) => {
    if (toggle.isPending) return
    if (
      tutor.is_active &&
      !(await confirm({
        title: t.deactivateTutor,
        message: t.deactivateConfirm(tutor.name),
        confirmLabel: t.deactivateTutor,
        tone: 'danger',
      }))
    ) {
      return
    }
    setOutcome(null)
    try {
      await toggle.mutateAsync({
        id: tutor.id,
        form: tutorFormData({ ...tutorFormValuesOf(tutor), is_active: !tutor.is_active }),
      })
      setOutcome({
        tone: 'success',
        text: tutor.is_active ? t.deactivated(tutor.name) : t.reactivated(tutor.name),
      })
    } catch (error) {
      console.warn('Changing whether the tutor is active failed:', error)
      setOutcome({ tone: 'error', text: t.toggleFailed })
    }
  }

  let body
  if (tutors.isPending) {
    body = <ListLoading />
  } else if (tutors.isError) {
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={t.loadFailedHint}
        onRetry={() => void tutors.refetch()}
        retrying={tutors.isFetching}
        className=""
      />
    )
  } else if (tutors.data.length === 0) {
    body = (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid="tutors-empty"
      >
        <UsersIcon className="mx-auto size-10 text-slate-500" />
        <p className="mt-4 text-lg font-bold text-slate-900">{t.empty}</p>
        <p className="mt-1 text-slate-700">{t.emptyHint}</p>
      </div>
    )
  } else {
    body = (
      <TutorList
        tutors={tutors.data}
        busyId={toggle.isPending ? toggle.variables.id : undefined}
        onEdit={(tutor) => setEditing({ mode: 'edit', tutor })}
        onToggle={(tutor) => void onToggle(tutor)}
        confirm={confirm}
        onAccountOutcome={setOutcome}
      />
    )
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={backOfficeMessages.navPeople} title={t.title} lead={t.lead}>
        <Button
          onClick={() => {
            setOutcome(null)
            setEditing({ mode: 'add' })
          }}
        >
          <PlusIcon className="size-4" />
          {t.add}
        </Button>
        <CsvExportLink href="/api/admin/tutors/export.csv" />
      </AdminPageHeader>
      <div role="status" className="empty:hidden" data-testid="tutors-outcome">
        {outcome?.tone === 'success' ? <Alert tone="success">{outcome.text}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      </div>
      <div className="min-h-[20rem]">{body}</div>
      <Modal
        open={editing.mode !== 'closed'}
        onClose={close}
        title={editing.mode === 'edit' ? t.editTitle(editing.tutor.name) : t.addTitle}
        className="max-w-2xl"
        testId="tutor-dialog"
      >
        {editing.mode !== 'closed' ? (
          <TutorForm
            key={editing.mode === 'edit' ? editing.tutor.id : 'new'}
            tutor={editing.mode === 'edit' ? editing.tutor : undefined}
            onCancel={close}
            onSaved={() => {
              close()
              setOutcome({ tone: 'success', text: adminTutorMessages.saved })
            }}
          />
        ) : null}
      </Modal>
      {confirmDialog}
    </div>
  )
}

export { TutorsPage as Component }
