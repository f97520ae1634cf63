import { clsx } from 'clsx'
import { formatSastDate } from '#shared/sast.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { Confirm } from '#web/components/ui/confirm-dialog.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useTutorAccountAction, type TutorAccountVerb } from './api/tutor-account.ts'
import { tutorAccountMessages as a } from './tutor-account-messages.ts'

export type AccountOutcome = { tone: 'success' | 'error'; text: string }

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** D25: whether the tutor signs in, in words. */
function AccountStatus({ tutor }: { tutor: AdminTutor }) {
  const { account } = tutor
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span
        data-testid="tutor-account-status"
        className={clsx(
          badge,
          account.status === 'linked' && 'bg-emerald-100 text-emerald-900',
          account.status === 'invited' && 'bg-sky-100 text-sky-900',
          account.status === 'none' && 'bg-slate-200 text-slate-800',
        )}
      >
        {a.status[account.status]}
      </span>
      <span className="wrap-anywhere">
        {account.status === 'linked' && account.email ? a.linkedAs(account.email) : null}
        {account.status === 'invited' && account.invitation_expires_at
          ? a.invitedUntil(formatSastDate(account.invitation_expires_at))
          : null}
        {account.status === 'none' ? a.noAccount : null}
      </span>
    </p>
  )
}

/**
 * The tutor's account in the back office: its status, and Send / Resend invitation,
 * Withdraw invitation, Unlink account. Withdrawing and unlinking ask first, as the other
 * actions that take something away do.
 */
export function TutorAccountActions({
  tutor,
  confirm,
  onOutcome,
}: {
  tutor: AdminTutor
  confirm: Confirm
  onOutcome: (outcome: AccountOutcome) => void
}) {
  const action = useTutorAccountAction()
  const busy = action.isPending && action.variables.id === tutor.id
  const status = tutor.account.status

  const run = async (verb: TutorAccountVerb) => {
    if (action.isPending) return
    if (verb === 'withdraw' || verb === 'unlink') {
      const unlink = verb === 'unlink'
      const ok = await confirm({
        title: unlink ? a.unlinkTitle : a.withdrawTitle,
        message: unlink
          ? a.unlinkConfirm(tutor.name, tutor.account.email ?? '')
          : a.withdrawConfirm(tutor.name),
        confirmLabel: unlink ? a.unlink : a.withdraw,
        tone: 'danger',
      })
      if (!ok) return
    }
    try {
      const result = await action.mutateAsync({ verb, id: tutor.id })
      onOutcome({ tone: 'success', text: result.message })
    } catch (error) {
      console.warn('The tutor account action failed:', error)
      onOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.serverMessage ? error.serverMessage : a.failed,
      })
    }
  }

  return (
    <div className="mt-3 border-t border-slate-100 pt-3" data-testid="tutor-account">
      <AccountStatus tutor={tutor} />
      <div className="mt-2 flex flex-wrap gap-2">
        {status !== 'linked' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={status === 'invited' ? a.resendNamed(tutor.name) : a.sendNamed(tutor.name)}
            onClick={() => void run('invite')}
          >
            {status === 'invited' ? a.resend : a.send}
          </Button>
        ) : null}
        {status === 'invited' ? (
          <Button
            variant="ghost"
            size="sm"
            className="border border-slate-300"
            disabled={busy}
            aria-label={a.withdrawNamed(tutor.name)}
            onClick={() => void run('withdraw')}
          >
            {a.withdraw}
          </Button>
        ) : null}
        {status === 'linked' ? (
          <Button
            variant="ghost"
            size="sm"
            className="border border-slate-300"
            disabled={busy}
            aria-label={a.unlinkNamed(tutor.name)}
            onClick={() => void run('unlink')}
          >
            {a.unlink}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
