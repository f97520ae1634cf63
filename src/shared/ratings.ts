// How a tutor's rating reads on cards and pages. Apart from the review schemas (zod), so
// the public pages that show stars do not load the schema library.

/** 4.46 → 4.5: one decimal, as cards and pages show it. */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10
}

/** '4.5 out of 5, 12 reviews': what the stars say to a screen reader. */
export function ratingLabel(average: number | null, count: number): string {
  if (count === 0 || average === null) return 'No reviews yet'
  return `${average.toFixed(1)} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`
}
