import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { submissionKinds, type SubmissionKind } from '#shared/admin.ts'
import { labelOf } from '#shared/options.ts'
import type { SavedReply } from '#shared/schemas/admin-replies.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { useSavedReplies, useSavedReplyChanges } from '../api/submission-replies.ts'
import { backOfficeMessages } from '../messages.ts'
import { isSubmissionKind } from '../submission-filters.ts'
import { replyTexts as t } from './reply-messages.ts'
import { SavedReplyForm } from './saved-reply-form.tsx'

type Changes = ReturnType<typeof useSavedReplyChanges>

function SavedReplyItem({
  reply,
  changes,
  onDone,
}: {
  reply: SavedReply
  changes: Changes
  onDone: (message: string) => void
}) {
  const [editing, setEditing] = useState(false)
  const [confirm, confirmDialog] = useConfirm()
  const remove = async () => {
    const confirmed = await confirm({
      title: t.removeTitle(reply.title),
      message: t.removeText,
      confirmLabel: t.remove,
      tone: 'danger',
    })
    if (!confirmed) return
    try {
      await changes.remove.mutateAsync(reply.id)
      onDone(t.removed)
    } catch (error) {
      console.warn('Removing the saved reply failed:', error)
      onDone(t.changeFailed)
    }
  }
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {editing ? (
        <SavedReplyForm
          heading={t.editHeading(reply.title)}
          initial={{ title: reply.title, body: reply.body }}
          submitLabel={t.save}
          busyLabel={t.saving}
          busy={changes.update.isPending}
          save={async (input) => {
            await changes.update.mutateAsync({ id: reply.id, ...input })
            setEditing(false)
            onDone(t.saved)
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <h3 className="font-bold break-words text-slate-900">{reply.title}</h3>
          <p className="mt-2 line-clamp-6 break-words whitespace-pre-wrap text-slate-800">
            {reply.body}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="outline"
              size="sm"
              aria-label={t.editLabel(reply.title)}
              onClick={() => setEditing(true)}
            >
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.removeLabel(reply.title)}
              disabled={changes.remove.isPending}
              onClick={() => void remove()}
            >
              {t.remove}
            </Button>
          </div>
        </>
      )}
      {confirmDialog}
    </li>
  )
}

function SavedReplies({ kind }: { kind: SubmissionKind }) {
  const listHeadingId = useId()
  const saved = useSavedReplies(kind)
  const changes = useSavedReplyChanges(kind)
  const [news, setNews] = useState('')
  const label = labelOf(submissionKinds, kind)

  let list
  if (saved.isPending) {
    list = <p className="text-slate-700">{t.loading}</p>
  } else if (saved.isError && !saved.data) {
    list = (
      <LoadFailed
        title={t.loadFailed}
        hint={backOfficeMessages.loadFailedHint}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
        className=""
      />
    )
  } else if (saved.data.items.length === 0) {
    list = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-bold text-slate-900">{t.empty}</p>
        <p className="mt-1 text-slate-700">{t.emptyHint}</p>
      </div>
    )
  } else {
    list = (
      <ul className="grid gap-4" aria-labelledby={listHeadingId} data-testid="saved-replies">
        {saved.data.items.map((reply) => (
          <SavedReplyItem key={reply.id} reply={reply} changes={changes} onDone={setNews} />
        ))}
      </ul>
    )
  }

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby={listHeadingId} className="space-y-4">
        <h2 id={listHeadingId} className="text-lg font-bold text-slate-900">
          {t.listHeading(label)}
        </h2>
        <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
          {news}
        </p>
        {list}
      </section>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <SavedReplyForm
          heading={t.addHeading}
          submitLabel={t.add}
          busyLabel={t.adding}
          busy={changes.create.isPending}
          save={async (input) => {
            await changes.create.mutateAsync(input)
            setNews(t.added)
          }}
        />
      </div>
    </div>
  )
}

/** /admin/saved-replies?kind=…: the texts the office starts its replies from, per kind. */
function SavedRepliesPage() {
  usePageTitle(t.pageTitle)
  const [searchParams, setSearchParams] = useSearchParams()
  const asked = searchParams.get('kind') ?? undefined
  const kind: SubmissionKind = isSubmissionKind(asked) ? asked : submissionKinds[0].value
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} lead={t.pageLead} />
      <Select
        label={t.kind}
        options={submissionKinds}
        value={kind}
        className="max-w-sm"
        onChange={(event) => setSearchParams({ kind: event.target.value }, { replace: true })}
      />
      <SavedReplies key={kind} kind={kind} />
    </div>
  )
}

export { SavedRepliesPage as Component }
