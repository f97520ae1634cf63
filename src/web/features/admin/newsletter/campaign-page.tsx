import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from '#shared/newsletter-campaigns.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import {
  CampaignInputSchema,
  type Campaign,
  type CampaignInput,
} from '#shared/schemas/newsletter-campaigns.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { fieldError, FormAlert } from '../bookings/action-parts.tsx'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { AdminDetailBody } from '../detail-body.tsx'
import {
  useCampaign,
  useCampaigns,
  useSaveCampaign,
  useSendCampaign,
  useSendTest,
} from './api/campaigns.ts'
import { campaignPageMessages as t } from './campaign-messages.ts'
import { CampaignPreview } from './campaign-preview.tsx'
import { CampaignProgress, CampaignStatusBadge } from './campaign-progress.tsx'

/** The server's reason for a refusal below 500 (a 409 says why), else `fallback`. */
const refusalOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function Panel({
  title,
  children,
  testId,
}: {
  title: string
  children: ReactNode
  testId: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={panel} data-testid={testId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A result line that appears after an action: success in a status, failure in an alert. */
function Outcome({ outcome }: { outcome: { tone: 'success' | 'error'; text: string } | null }) {
  return (
    <>
      <div role="status" className="empty:hidden not-empty:mt-4" data-testid="campaign-outcome">
        {outcome?.tone === 'success' ? <Alert tone="success">{outcome.text}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden not-empty:mt-4">
        {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      </div>
    </>
  )
}

/** Test to yourself, and send to everyone after the page's own question. */
function SendPanel({ campaign, dirty }: { campaign: Campaign; dirty: boolean }) {
  const test = useSendTest(campaign.id)
  const send = useSendCampaign(campaign.id)
  const confirmed = useCampaigns().data?.confirmed_subscribers
  const [confirm, confirmDialog] = useConfirm()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const busy = test.isPending || send.isPending

  const onTest = async () => {
    setOutcome(null)
    try {
      const { message } = await test.mutateAsync()
      setOutcome({ tone: 'success', text: message })
    } catch (error) {
      console.warn('The test send failed:', error)
      setOutcome({ tone: 'error', text: refusalOf(error, t.testFailed) })
    }
  }
  const onSend = async () => {
    if (confirmed === undefined) return
    if (confirmed === 0) {
      setOutcome({ tone: 'error', text: t.nobody })
      return
    }
    const yes = await confirm({
      title: t.sendTitle,
      message: t.sendConfirm(confirmed),
      confirmLabel: t.sendYes(confirmed),
      cancelLabel: t.keepDraft,
    })
    if (!yes) return
    setOutcome(null)
    try {
      const result = await send.mutateAsync()
      setOutcome({ tone: 'success', text: t.sendStarted(result.recipients) })
    } catch (error) {
      console.warn('Sending the newsletter failed:', error)
      setOutcome({ tone: 'error', text: refusalOf(error, t.sendFailed) })
    }
  }

  return (
    <Panel title={t.actionsHeading} testId="campaign-actions">
      {dirty ? <p className="mb-3 text-sm text-slate-700">{t.unsavedChanges}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" disabled={busy || dirty} onClick={() => void onTest()}>
          {test.isPending ? t.testing : t.test}
        </Button>
        <Button disabled={busy || dirty || confirmed === undefined} onClick={() => void onSend()}>
          {send.isPending ? t.sending : t.send}
        </Button>
      </div>
      <Outcome outcome={outcome} />
      {confirmDialog}
    </Panel>
  )
}

/** The draft's subject and text, saved as a draft; the preview follows what is typed. */
function CampaignEditor({ campaign }: { campaign: Campaign | undefined }) {
  const navigate = useNavigate()
  const save = useSaveCampaign(campaign?.id)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useForm<CampaignInput>({
    resolver: zodResolver(CampaignInputSchema),
    defaultValues: { subject: campaign?.subject ?? '', body: campaign?.body ?? '' },
  })
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] })
  const { errors, isDirty } = form.formState
  const error = (name: keyof CampaignInput) => errors[name]?.message ?? fieldError(save.error, name)
  const edited = () => {
    setOutcome(null)
    if (save.error) save.reset()
  }
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      form.reset({ subject: saved.subject, body: saved.body })
      if (!campaign) {
        await navigate(paths.adminCampaign.getHref(saved.id), { replace: true })
        return
      }
      setOutcome({ tone: 'success', text: t.saved })
    } catch (failure) {
      console.warn('Saving the newsletter failed:', failure)
    }
  })

  return (
    // On a phone the preview follows the text it shows, before the buttons that send it;
    // wider, it stands beside both.
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <div className="xl:col-start-1">
        <Panel title={t.formHeading} testId="campaign-form">
          <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={t.formHeading}>
            <Input
              label={t.subject}
              hint={t.subjectHint}
              maxLength={CAMPAIGN_SUBJECT_MAX}
              required
              error={error('subject')}
              {...form.register('subject', { onChange: edited })}
            />
            <Textarea
              label={t.body}
              hint={t.bodyHint}
              rows={14}
              maxLength={CAMPAIGN_BODY_MAX}
              required
              error={error('body')}
              {...form.register('body', { onChange: edited })}
            />
            <FormAlert error={save.error} fields={['subject', 'body']} />
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
            <Outcome outcome={outcome} />
          </form>
        </Panel>
      </div>
      <div className="xl:col-start-2 xl:row-span-2 xl:row-start-1">
        <CampaignPreview subject={subject} body={body} />
      </div>
      <div className="xl:col-start-1">
        {campaign ? (
          <SendPanel campaign={campaign} dirty={isDirty} />
        ) : (
          <p className="text-sm text-slate-700">{t.saveFirst}</p>
        )}
      </div>
    </div>
  )
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={t.eyebrow}
        title={campaign.subject}
        lead={<CampaignStatusBadge status={campaign.status} />}
      />
      {campaign.status === 'draft' ? (
        <CampaignEditor key={campaign.id} campaign={campaign} />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <Panel title={t.progressHeading} testId="campaign-progress">
            <CampaignProgress campaign={campaign} />
            <dl className="mt-4 divide-y divide-slate-200 text-sm">
              {(
                [
                  [t.recipients, campaign.recipients],
                  [t.sentCount, campaign.sent],
                  [t.failedCount, campaign.failed],
                  [t.skippedCount, campaign.skipped],
                  [t.unsubscribedCount, campaign.unsubscribed],
                  [t.startedAt, when(campaign.sending_started_at)],
                  [t.finishedAt, when(campaign.finished_at)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <CampaignPreview subject={campaign.subject} body={campaign.body} />
        </div>
      )}
    </div>
  )
}

const when = (at: string | null) => (at ? `${formatSastDateTime(at)} ${t.sast}` : '—')

function CampaignDetail({ id }: { id: string }) {
  const campaign = useCampaign(id)
  usePageTitle(campaign.data?.subject ?? t.eyebrow)
  return (
    <AdminDetailBody
      query={campaign}
      back={{ to: paths.adminNewsletter.getHref(), label: t.backToList }}
      texts={t}
    >
      {(data) => <CampaignView campaign={data} />}
    </AdminDetailBody>
  )
}

function NewCampaign() {
  usePageTitle(t.newTitle)
  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={t.eyebrow} title={t.newTitle} />
      <CampaignEditor campaign={undefined} />
    </div>
  )
}

/**
 * /admin/newsletter/campaigns/new and /admin/newsletter/campaigns/{id}: write and preview a
 * newsletter, test it, send it; once sent, its progress and counts.
 */
function CampaignPage() {
  const { id } = useParams()
  if (!id) return <NewCampaign />
  return <CampaignDetail key={id} id={id} />
}

export { CampaignPage as Component }
