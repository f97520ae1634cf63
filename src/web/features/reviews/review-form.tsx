import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useController, useForm, useWatch } from 'react-hook-form'
import { formatSastDateTime } from '#shared/sast.ts'
import {
  REVIEW_COMMENT_MAX_LENGTH,
  ReviewInputSchema,
  type OwnReview,
  type ReviewInput,
  type ReviewValues,
} from '#shared/schemas/reviews.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { StarRatingInput } from '#web/components/ui/star-rating-input.tsx'
import { showServerFieldErrors } from '#web/lib/server-field-errors.ts'
import { useSaveReview } from './api/save-review.ts'
import { commentCountText, reviewFailureText } from './review-state.ts'

const fieldNames = ['rating', 'comment'] as const
const isField = (key: string): key is (typeof fieldNames)[number] =>
  (fieldNames as readonly string[]).includes(key)

/**
 * A first review (POST) or a change to one still open (PUT, D28): the stars, the comment
 * with its live count, the server's refusals in the banner and under the fields.
 */
export function ReviewForm({
  bookingId,
  review,
  onSaved,
}: {
  bookingId: string
  /** The review to change, or null for a first one. */
  review: OwnReview | null
  onSaved: (review: OwnReview, changed: boolean) => void
}) {
  const save = useSaveReview()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: review
      ? { rating: review.rating, comment: review.comment }
      : { rating: undefined, comment: '' },
  })
  const rating = useController({ control, name: 'rating' })
  const comment = useWatch({ control, name: 'comment' }) ?? ''
  const saving = save.isPending

  const onSubmit = async (values: ReviewValues) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync({
        bookingId,
        values,
        method: review ? 'PUT' : 'POST',
      })
      onSaved(saved, review !== null)
    } catch (error) {
      console.warn('Review not saved:', error instanceof Error ? error.message : error)
      setFailure(reviewFailureText(error))
      showServerFieldErrors(error, isField, setError)
    }
  }

  return (
    <form
      noValidate
      aria-label={review ? 'Change your review' : 'Rate this session'}
      data-testid="review-form"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-5"
    >
      <div role="alert" className="empty:hidden" data-testid="review-error">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {review ? (
        <p className="text-sm text-slate-700" data-testid="review-editable-until">
          You can change your review until {formatSastDateTime(review.editable_until)} (SAST).
        </p>
      ) : null}
      <StarRatingInput
        name={rating.field.name}
        legend="Your rating"
        value={rating.field.value}
        onChange={rating.field.onChange}
        onBlur={rating.field.onBlur}
        inputRef={rating.field.ref}
        error={errors.rating?.message}
        disabled={saving}
      />
      <Textarea
        {...register('comment')}
        label="Your review (optional)"
        hint={commentCountText(comment.length, REVIEW_COMMENT_MAX_LENGTH)}
        rows={6}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        placeholder="What went well? What did you learn?"
        readOnly={saving}
        error={errors.comment?.message}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={saving}
        className="w-full sm:w-auto"
      >
        {saving ? <Spinner className="size-5" /> : null}
        {saving ? 'Saving...' : review ? 'Save changes' : 'Send review'}
      </Button>
    </form>
  )
}
