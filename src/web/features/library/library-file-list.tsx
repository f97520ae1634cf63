import { clsx } from 'clsx'
import { libraryMessages as m } from '#shared/library.ts'
import type { LibraryFile } from '#shared/schemas/library.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { LibraryFileCard, type LibraryFailure } from './library-file-card.tsx'
import { FileTextIcon } from '#web/components/ui/icons.tsx'

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'

/** Grey cards of about a file card's height, so the page does not jump when data comes. */
export function FileCardSkeletons() {
  return (
    <div role="status">
      <span className="sr-only">{m.loading}</span>
      <ul aria-hidden="true" className={grid}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="h-60 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

/** 'No files found', with the hint the spec gives for a filtered or an empty library. */
export function NoFiles({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="py-12 text-center" data-testid="library-empty">
      <FileTextIcon className="mx-auto size-12 text-slate-500" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{m.emptyTitle}</h2>
      <p className="mt-2 text-slate-700">{filtered ? m.emptyFilteredHint : m.emptyHint}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-5" onClick={onClear}>
          Clear search and filter
        </Button>
      ) : null}
    </div>
  )
}

/** The grid of file cards, "Showing X of Y files" and "Load more". */
export function LibraryFileList({
  files,
  total,
  updating,
  hasMore,
  loadingMore,
  onLoadMore,
  onActionStart,
  onFailure,
}: {
  files: LibraryFile[]
  total: number
  /** A new search is on its way: the results shown are the previous ones. */
  updating: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onActionStart: () => void
  onFailure: (failure: LibraryFailure) => void
}) {
  return (
    <div aria-busy={updating || undefined}>
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-600" role="status">
        <span data-testid="library-count">
          Showing {files.length} of {total} {total === 1 ? 'file' : 'files'}
        </span>
        {updating ? <Spinner className="size-4 text-brand-700" /> : null}
      </p>
      <ul className={clsx(grid, 'transition-opacity', updating && 'opacity-60')}>
        {files.map((file) => (
          <LibraryFileCard
            key={file.id}
            file={file}
            onActionStart={onActionStart}
            onFailure={onFailure}
          />
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? <Spinner className="size-5" /> : null}
            {loadingMore ? 'Loading...' : 'Load more files'}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
