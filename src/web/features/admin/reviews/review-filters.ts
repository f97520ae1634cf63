import { isOneOf } from '#shared/options.ts'
import { listQuery, listSearch } from '../list-query.ts'

/** The filters of the reviews list: everything in its address but the page. */
export type ReviewFilters = {
  /** A tutor's id as the address holds it, or ''. */
  tutor_id: string
  /** '1' to '5', or '' for every rating. */
  rating: '' | '1' | '2' | '3' | '4' | '5'
  /** 'true': hidden reviews only; 'false': visible ones only; '': both. */
  hidden: '' | 'true' | 'false'
}

export const noReviewFilters: ReviewFilters = { tutor_id: '', rating: '', hidden: '' }

const ratings = ['1', '2', '3', '4', '5'] as const
const hiddenValues = ['true', 'false'] as const
const MAX_PAGE = 100_000

/**
 * The filters and page the list's address holds (`?tutor_id=3&rating=1&hidden=true&page=2`).
 * What the server would refuse (a tutor id that is no number, a rating of 6, page 0) is
 * dropped rather than sent, so a mistyped address still shows a list.
 */
export function readReviewQuery(params: URLSearchParams): { filters: ReviewFilters; page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim()
  const tutorId = text('tutor_id')
  const rating = text('rating')
  const hidden = text('hidden')
  const page = Number(text('page'))
  return {
    filters: {
      tutor_id: /^[1-9]\d{0,9}$/.test(tutorId) ? tutorId : '',
      rating: isOneOf(ratings, rating) ? rating : '',
      hidden: isOneOf(hiddenValues, hidden) ? hidden : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of these filters and page: empty values and page 1 are left out. */
export const reviewQuery = (filters: ReviewFilters, page = 1) => listQuery(filters, page)

/** The same query as a search string, for the API (no leading '?'). */
export const reviewSearch = (filters: ReviewFilters, page = 1) => listSearch(filters, page)

export const hasReviewFilters = (filters: ReviewFilters) =>
  Object.values(filters).some((value) => value !== '')

/**
 * Whether a comment may not fit the list's three clamped lines, so it gets "Read all":
 * more than three lines of its own, or more than a narrow column's three lines of text.
 * Erring towards offering the button: a short comment it expands changes nothing.
 */
export function commentMayBeClamped(comment: string): boolean {
  return comment.split('\n').length > 3 || comment.length > 100
}
