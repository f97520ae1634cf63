import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { LibraryFileList } from '#shared/schemas/library.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** Every list of library files, whatever the search; invalidate it after a change. */
export const libraryFilesKey = ['library-files'] as const

export type LibraryFilter = { q: string; category: string }

function filesPath({ q, category }: LibraryFilter, page: number) {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/api/library/files?${text}` : '/api/library/files'
}

/**
 * GET /api/library/files, one page at a time ("Load more"). The viewer is part of the
 * key because `can_delete` depends on who asks: a list cached for a visitor must not be
 * shown to the member who has just signed in.
 */
export const libraryFilesQueryOptions = (filter: LibraryFilter, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: [...libraryFilesKey, viewer, filter.q, filter.category],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<LibraryFileList>(filesPath(filter, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  })

/**
 * The files matching `filter`, newest first. While a new search loads, the previous
 * results stay on screen (no flash of the loading state at every keystroke).
 */
export function useLibraryFiles(filter: LibraryFilter, viewer: string | null, enabled: boolean) {
  return useInfiniteQuery({
    ...libraryFilesQueryOptions(filter, viewer),
    enabled,
    placeholderData: keepPreviousData,
  })
}
