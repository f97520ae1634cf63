import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { attendanceOptions } from '#shared/options.ts'
import {
  CompleteSessionInputSchema,
  LESSON_NOTES_MAX_LENGTH,
  type CompleteSessionInput,
  type CompleteSessionValues,
} from '#shared/schemas/booking.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useCompleteSession } from './api/tutor-sessions.ts'
import { tutorPortalMessages as t } from './messages.ts'

/**
 * D28: the tutor records whether the session took place and notes for the student, and
 * completes it. The shared schema checks the form; the server's field errors land on the
 * same fields, and any other refusal (too early, already completed) shows above the buttons.
 */
export function CompleteSessionForm({
  sessionId,
  onDone,
  onCancel,
}: {
  sessionId: string
  onDone: () => void
  onCancel: () => void
}) {
  const complete = useCompleteSession(sessionId)
  const form = useForm<CompleteSessionInput, unknown, CompleteSessionValues>({
    resolver: zodResolver(CompleteSessionInputSchema),
    defaultValues: { lesson_notes: '' },
  })
  const { errors } = form.formState
  const serverError = complete.error instanceof ApiError ? complete.error : null
  const fieldError = (name: 'attendance' | 'lesson_notes') =>
    errors[name]?.message ?? serverError?.fields?.[name]

  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(values, { onSuccess: () => onDone() }),
  )

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.completeAction}
      className="mt-3 space-y-4 rounded-lg bg-slate-50 p-4"
    >
      <ChoiceGroup
        legend={t.completeLegend}
        options={attendanceOptions}
        registration={form.register('attendance')}
        error={fieldError('attendance')}
      />
      <Textarea
        label={t.lessonNotes}
        hint={t.lessonNotesHint}
        rows={5}
        maxLength={LESSON_NOTES_MAX_LENGTH}
        error={fieldError('lesson_notes')}
        {...form.register('lesson_notes')}
      />
      {complete.isError && !serverError?.fields ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError?.serverMessage ?? t.completeFailed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={complete.isPending}>
          {complete.isPending ? t.completing : t.completeConfirm}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
