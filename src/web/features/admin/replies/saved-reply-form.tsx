import { useId, useState, type FormEvent } from 'react'
import { REPLY_MAX, SAVED_REPLY_TITLE_MAX, replyMessages } from '#shared/admin.ts'
import type { SavedReplyUpdate } from '#shared/schemas/admin-replies.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input, Textarea } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { replyTexts as t } from './reply-messages.ts'

type Errors = { title?: string; body?: string; form?: string }

/** The server's reasons by field (a title taken is the title's); anything else above the button. */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status >= 500) return { form: t.changeFailed }
  if (error.status === 409) return { title: error.serverMessage ?? replyMessages.titleTaken }
  const fields = error.fields ?? {}
  if (fields.title || fields.body) return { title: fields.title, body: fields.body }
  return { form: error.serverMessage ?? t.changeFailed }
}

/** A saved reply's title and text: adding one (empty), or changing one (`initial`). */
export function SavedReplyForm({
  heading,
  initial = { title: '', body: '' },
  submitLabel,
  busyLabel,
  busy,
  save,
  onCancel,
}: {
  heading: string
  initial?: SavedReplyUpdate
  submitLabel: string
  busyLabel: string
  busy: boolean
  save: (input: SavedReplyUpdate) => Promise<unknown>
  onCancel?: () => void
}) {
  const headingId = useId()
  const [title, setTitle] = useState(initial.title)
  const [body, setBody] = useState(initial.body)
  const [errors, setErrors] = useState<Errors>({})

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: Errors = {}
    if (!title.trim()) found.title = replyMessages.titleRequired
    if (!body.trim()) found.body = replyMessages.bodyRequired
    setErrors(found)
    if (found.title || found.body) return
    try {
      await save({ title, body })
      if (!onCancel) {
        setTitle('')
        setBody('')
      }
    } catch (error) {
      console.warn('Saving the saved reply failed:', error)
      setErrors(errorsOf(error))
    }
  }

  return (
    <form
      aria-labelledby={headingId}
      className="space-y-4"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {heading}
      </h3>
      <Input
        label={t.title}
        hint={t.titleHint}
        value={title}
        maxLength={SAVED_REPLY_TITLE_MAX}
        required
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value)
          setErrors({})
        }}
      />
      <Textarea
        label={t.body}
        value={body}
        rows={6}
        maxLength={REPLY_MAX}
        required
        error={errors.body}
        onChange={(event) => {
          setBody(event.target.value)
          setErrors({})
        }}
      />
      <div role="alert" className="empty:hidden">
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
