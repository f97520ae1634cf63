import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { formatZar } from '#shared/money.ts'
import { formatSastDate, todayInSast } from '#shared/sast.ts'
import {
  ADMIN_PACKAGE_REASON_MAX,
  adminPackageMessages,
  CancelPackageSchema,
  ExtendPackageSchema,
  type AdminPackageDetail,
  type CancelPackageInput,
  type ExtendPackageInput,
} from '#shared/schemas/admin-packages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { ActionCard, fieldError, FormAlert } from '../bookings/action-parts.tsx'
import { usePackageAction } from './api/package-actions.ts'
import { packagePageMessages as t } from './messages.ts'
import { earliestNewLastDay, refundPreview, sessionsToCome } from './package-preview.ts'

/** Give the hours a later last day, with the reason the audit log keeps. */
function ExtendForm({ pkg, onDone }: { pkg: AdminPackageDetail; onDone: () => void }) {
  const extend = usePackageAction(pkg.id, 'extend')
  const form = useForm<ExtendPackageInput>({
    resolver: zodResolver(ExtendPackageSchema),
    defaultValues: { valid_until: '', reason: '' },
  })
  const { errors } = form.formState
  const error = (name: keyof ExtendPackageInput) =>
    errors[name]?.message ?? fieldError(extend.error, name)
  const current = pkg.last_day ? formatSastDate(pkg.last_day) : t.lastDayNone
  const onSubmit = form.handleSubmit((values) =>
    extend.mutate(values, {
      onSuccess: () => {
        form.reset()
        onDone()
      },
    }),
  )
  const edited = () => {
    if (extend.error) extend.reset()
  }
  return (
    <ActionCard title={t.extendHeading} lead={t.extendLead} testId="extend-package">
      <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={t.extendHeading}>
        <Input
          type="date"
          label={t.newLastDay}
          hint={t.newLastDayHint(current)}
          min={earliestNewLastDay(pkg.last_day, todayInSast())}
          required
          error={error('valid_until')}
          {...form.register('valid_until', { onChange: edited })}
        />
        <Textarea
          label={t.extendReason}
          hint={t.extendReasonHint}
          rows={2}
          maxLength={ADMIN_PACKAGE_REASON_MAX}
          required
          error={error('reason')}
          {...form.register('reason', { onChange: edited })}
        />
        <FormAlert error={extend.error} fields={['valid_until', 'reason']} />
        <Button type="submit" disabled={extend.isPending}>
          {extend.isPending ? t.extending : t.extend}
        </Button>
      </form>
    </ActionCard>
  )
}

/**
 * Cancel the package with the reason the student reads, after the page's confirmation
 * dialog, which repeats the refund owed and the sessions that go with it.
 */
function CancelForm({ pkg, onDone }: { pkg: AdminPackageDetail; onDone: () => void }) {
  const cancel = usePackageAction(pkg.id, 'cancel')
  const [confirm, confirmDialog] = useConfirm()
  const form = useForm<CancelPackageInput>({
    resolver: zodResolver(CancelPackageSchema),
    defaultValues: { reason: '' },
  })
  const preview = refundPreview(pkg)
  const onSubmit = form.handleSubmit(async (values) => {
    if (cancel.isPending) return
    const confirmed = await confirm({
      title: t.cancelTitle,
      message: (
        <>
          <p className="font-semibold text-slate-900">{preview}</p>
          <p>{t.cancelSessions(sessionsToCome(pkg))}</p>
          <p>{t.cannotUndo}</p>
        </>
      ),
      confirmLabel: t.cancelConfirm,
      cancelLabel: t.keepIt,
      tone: 'danger',
    })
    if (confirmed) cancel.mutate(values, { onSuccess: onDone })
  })
  return (
    <ActionCard
      title={t.cancelHeading}
      lead={pkg.paid ? t.cancelLeadPaid : t.cancelLeadUnpaid}
      testId="cancel-package"
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t.cancelHeading}
      >
        <p
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950"
          data-testid="refund-preview"
        >
          {preview}
        </p>
        <Textarea
          label={t.cancelReason2}
          hint={t.cancelReasonHint}
          rows={3}
          maxLength={ADMIN_PACKAGE_REASON_MAX}
          required
          error={form.formState.errors.reason?.message ?? fieldError(cancel.error, 'reason')}
          {...form.register('reason', {
            onChange: () => {
              if (cancel.error) cancel.reset()
            },
          })}
        />
        <FormAlert error={cancel.error} fields={['reason']} />
        <Button type="submit" variant="danger" disabled={cancel.isPending}>
          {cancel.isPending ? t.cancelling : t.cancel}
        </Button>
      </form>
      {confirmDialog}
    </ActionCard>
  )
}

/** The cancelled package's refund has been paid back: record it. */
function RefundAction({ pkg, onDone }: { pkg: AdminPackageDetail; onDone: () => void }) {
  const refunded = usePackageAction(pkg.id, 'refunded')
  return (
    <ActionCard
      title={t.refundHeading}
      lead={t.refundLead(formatZar(pkg.refund_due_cents ?? 0))}
      testId="record-package-refund"
    >
      <div className="space-y-4">
        <FormAlert error={refunded.error} fields={[]} />
        <Button
          onClick={() => refunded.mutate({}, { onSuccess: onDone })}
          disabled={refunded.isPending}
        >
          {refunded.isPending ? t.recordingRefund : t.recordRefund}
        </Button>
      </div>
    </ActionCard>
  )
}

/**
 * What the package's state allows: an open one is extended or cancelled, a cancelled one's
 * refund recorded while it is owed. `onDone` announces what happened.
 */
export function PackageActions({
  pkg,
  onDone,
}: {
  pkg: AdminPackageDetail
  onDone: (message: string) => void
}) {
  const actions: ReactNode[] = []
  if (!pkg.cancelled_at) {
    actions.push(
      <ExtendForm
        // Starts afresh from the validity as saved.
        key={`extend:${pkg.valid_until}`}
        pkg={pkg}
        onDone={() => onDone(adminPackageMessages.extended)}
      />,
      <CancelForm key="cancel" pkg={pkg} onDone={() => onDone(adminPackageMessages.cancelled)} />,
    )
  }
  if ((pkg.refund_due_cents ?? 0) > 0 && !pkg.refunded_at) {
    actions.push(
      <RefundAction key="refund" pkg={pkg} onDone={() => onDone(adminPackageMessages.refunded)} />,
    )
  }
  if (actions.length === 0) return <p className="text-sm text-slate-700">{t.noActions}</p>
  return <div className="grid gap-6">{actions}</div>
}
