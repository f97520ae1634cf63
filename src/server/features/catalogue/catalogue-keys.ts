// Shared by the routes' answers and the fast path's, which must agree to the byte.

/** Visitors' copies may be kept by the browser, which asks again with If-None-Match. */
export const VISITOR_CACHE_CONTROL = 'no-cache'

/** The cache key of one page of a library search. */
export const libraryPageKey = (query: { q: string; category: string; page: number }) =>
  JSON.stringify([query.q, query.category, query.page])
