/** 'Showing 10 of 23 reviews': how far the list of a tutor's reviews has been paged. */
export function shownReviewsText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'review' : 'reviews'}`
}
