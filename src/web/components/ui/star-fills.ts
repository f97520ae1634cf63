/** How much of one star is coloured: none, half or all of it. */
export type StarFill = 0 | 0.5 | 1

/**
 * The five stars of a rating, rounded to the nearest half star: 4.3 → ★★★★½, 4.2 → ★★★★☆.
 * Null (no reviews) and anything outside 0–5 are clamped, so the row always has five.
 */
export function starFills(rating: number | null): StarFill[] {
  const halves = rating === null || !Number.isFinite(rating) ? 0 : Math.round(rating * 2)
  const clamped = Math.min(10, Math.max(0, halves))
  return [0, 1, 2, 3, 4].map((index) => {
    const left = clamped - index * 2
    return left >= 2 ? 1 : left === 1 ? 0.5 : 0
  })
}

/** 'Rated 4 out of 5': one review's stars, read to a screen reader. */
export function ratedText(rating: number): string {
  return `Rated ${rating} out of 5`
}

/** '1 star', '5 stars': the label of one choice of the star input. */
export function starChoiceLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`
}
