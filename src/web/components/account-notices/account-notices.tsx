import type { UseMutationResult } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { useId } from 'react'
import { verifyEmailMessages } from '#shared/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { CheckCircleIcon, MailIcon, ShieldIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import type { SessionUser } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'
import { useResendGuardianConsent } from './resend-guardian-consent.ts'
import { useResendVerification } from './resend-verification.ts'
import { useStudentStatus } from './get-student-status.ts'
import { accountNoticeMessages as m } from './messages.ts'

type ResendNoticeProps = {
  icon: typeof MailIcon
  title: string
  text: string
  buttonLabel: string
  failedText: string
  mutation: UseMutationResult<MessageResponse, Error, void>
  testId: string
}

/** A notice that explains what is missing and offers to send the email again. */
function ResendNotice({
  icon: Icon,
  title,
  text,
  buttonLabel,
  failedText,
  mutation,
  testId,
}: ResendNoticeProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="rounded-2xl border border-accent-300 bg-accent-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-800">{text}</p>
          {mutation.isSuccess ? null : (
            <Button
              variant="outline"
              // Long labels wrap on phones instead of running out of the button.
              className="mt-4 h-auto! min-h-11 w-full py-2 text-center whitespace-normal! sm:w-auto"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {mutation.isPending ? (
                <>
                  <Spinner className="size-4" />
                  {m.sending}
                </>
              ) : (
                buttonLabel
              )}
            </Button>
          )}
          <div role="status" className="mt-4 empty:hidden" data-testid={`${testId}-status`}>
            {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
            {mutation.isError ? (
              <Alert tone="error">
                {mutation.error instanceof ApiError && mutation.error.serverMessage
                  ? mutation.error.serverMessage
                  : failedText}
              </Alert>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}

// The notice of a guardian's consent stays this long: the learner may not sign in that day.
const CONSENT_NEWS_DAYS = 14
const recently = (iso: string) => Date.now() - Date.parse(iso) < CONSENT_NEWS_DAYS * 86_400_000

/**
 * D23, issue 26: the waiting notice turns into this once the guardian has consented. Its
 * way to book is left out where the page is the booking form or offers its own.
 */
function ConsentGivenNotice({ offerBooking }: { offerBooking: boolean }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-testid="guardian-consented-notice"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {m.consentedTitle}
          </h2>
          <p className="mt-1 text-slate-800">{m.consentedText}</p>
          {offerBooking ? (
            <LinkButton to={paths.book.getHref()} variant="primary" className="mt-4">
              {m.bookNow}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/**
 * What still stands between the student and booking: an unverified email (D8) and a
 * parent's or guardian's consent still pending (D23), each with a way to resend its email.
 */
export function AccountNotices({
  user,
  offerBooking = true,
}: {
  user: SessionUser
  /** False where the page itself is, or offers, the way to book (the dashboard, /book). */
  offerBooking?: boolean
}) {
  const status = useStudentStatus()
  const resendVerification = useResendVerification()
  const resendConsent = useResendGuardianConsent()
  // The status call is the fresher source; until it answers the session says enough.
  const emailVerified = status.data?.email_verified ?? user.email_verified
  const consentPending = status.data?.guardian_consent_pending ?? false
  const consentedAt = status.data?.guardian_consented_at ?? null
  if (emailVerified && !consentPending) {
    return consentedAt && recently(consentedAt) ? (
      <ConsentGivenNotice offerBooking={offerBooking} />
    ) : null
  }

  return (
    <div className="space-y-4">
      {emailVerified ? null : (
        <ResendNotice
          icon={MailIcon}
          title={m.verifyTitle}
          text={m.verifyText}
          buttonLabel={verifyEmailMessages.resend}
          failedText={m.verifyFailed}
          mutation={resendVerification}
          testId="verify-email-notice"
        />
      )}
      {consentPending ? (
        <ResendNotice
          icon={ShieldIcon}
          title={m.guardianTitle}
          text={m.guardianText}
          buttonLabel={m.guardianResend}
          failedText={m.guardianFailed}
          mutation={resendConsent}
          testId="guardian-consent-notice"
        />
      ) : null}
    </div>
  )
}
