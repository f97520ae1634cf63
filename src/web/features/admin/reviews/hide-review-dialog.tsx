import { zodResolver } from '@hookform/resolvers/zod'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  ReviewHideInputSchema,
  type AdminReview,
} from '#shared/schemas/reviews.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { fieldError, FormAlert } from '../bookings/action-parts.tsx'
import { useHideReview } from './api/review-actions.ts'
import { reviewPageMessages as t } from './messages.ts'
import { ReviewRating } from './review-rating.tsx'

type HideInput = z.input<typeof ReviewHideInputSchema>
type HideValues = z.output<typeof ReviewHideInputSchema>

/**
 * Hide one review, with the reason the audit log keeps: the shared schema checks it (said
 * under the field, nothing sent), the server's field error lands on the same field, and a
 * refusal no field explains (409: already hidden) shows above the buttons.
 */
export function HideReviewDialog({
  review,
  studentName,
  onClose,
  onHidden,
}: {
  review: AdminReview
  studentName: string
  onClose: () => void
  onHidden: () => void
}) {
  const hide = useHideReview()
  const reasonRef = useRef<HTMLTextAreaElement | null>(null)
  const form = useForm<HideInput, unknown, HideValues>({
    resolver: zodResolver(ReviewHideInputSchema),
    defaultValues: { reason: '' },
  })
  const { ref: registerRef, ...reason } = form.register('reason', {
    onChange: () => {
      if (hide.error) hide.reset()
    },
  })
  const onSubmit = form.handleSubmit((values) => {
    if (hide.isPending) return
    hide.mutate({ id: review.id, reason: values.reason }, { onSuccess: onHidden })
  })

  return (
    <Modal
      open
      onClose={onClose}
      title={t.hideTitle}
      initialFocus={reasonRef}
      className="sm:max-w-lg"
      testId="hide-review-dialog"
    >
      <p className="text-slate-700">{t.hideLead}</p>
      <figure className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
          <span>
            {studentName} → {review.tutor_name}
          </span>
          <ReviewRating rating={review.rating} />
        </figcaption>
        {review.comment ? (
          <blockquote className="mt-1 line-clamp-4 break-words whitespace-pre-line text-slate-800">
            {review.comment}
          </blockquote>
        ) : null}
      </figure>
      <form
        className="mt-5 space-y-4"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t.hideTitle}
      >
        <Textarea
          label={t.hideReason}
          hint={t.hideReasonHint(REVIEW_HIDE_REASON_MAX_LENGTH)}
          rows={3}
          maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
          required
          error={form.formState.errors.reason?.message ?? fieldError(hide.error, 'reason')}
          ref={(element) => {
            registerRef(element)
            reasonRef.current = element
          }}
          {...reason}
        />
        <FormAlert error={hide.error} fields={['reason']} />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={hide.isPending}>
            {hide.isPending ? t.hiding : t.hideConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
