import { useCallback, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { libraryMessages as m } from '#shared/library.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { CloseIcon, UploadIcon } from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { useLibraryFiles } from './api/get-library-files.ts'
import type { LibraryFailure } from './library-file-card.tsx'
import { FileCardSkeletons, LibraryFileList, NoFiles } from './library-file-list.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { LibraryFilters } from './library-filters.tsx'
import { UploadFileModal } from './upload-file-modal.tsx'
import { useLibraryFilter } from './use-library-filter.ts'

/** Upload for members; for visitors, the way to become one (D24). */
function HeroActions({ onUpload }: { onUpload: () => void }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'pending') {
    // Keeps the buttons' row, so the page does not move when the session is known.
    return <span aria-hidden="true" className="block h-12" />
  }
  if (session.status === 'signed-in' && !session.user.email_verified) {
    // Files are public at once, so only a proven address publishes; the profile resends.
    return (
      <LinkButton to={paths.profile.getHref()} variant="outline-light" size="lg">
        {m.verifyToUpload}
      </LinkButton>
    )
  }
  if (session.status === 'signed-in') {
    return (
      <Button variant="accent" size="lg" onClick={onUpload}>
        <UploadIcon className="size-5" />
        {m.uploadFile}
      </Button>
    )
  }
  return (
    <>
      <LinkButton
        to={paths.login.getHref(`${location.pathname}${location.search}`)}
        variant="accent"
        size="lg"
      >
        Log in to upload
      </LinkButton>
      <LinkButton to={paths.register.getHref()} variant="outline-light" size="lg">
        Create a free account
      </LinkButton>
    </>
  )
}

/** A download or delete that failed, until dismissed or the next action. */
function FailureAlert({
  failure,
  onDismiss,
}: {
  failure: LibraryFailure | null
  onDismiss: () => void
}) {
  return (
    <div
      role="alert"
      className="pointer-events-none fixed inset-x-3 bottom-4 z-40 mx-auto max-w-md"
    >
      {failure ? (
        <div className="pointer-events-auto relative shadow-lg" data-testid="library-alert">
          <Alert tone="error" className="pr-12">
            <p className="font-semibold">{failure.message}</p>
            {failure.reason ? <p className="mt-1">{failure.reason}</p> : null}
          </Alert>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss message"
            className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-lg text-red-800 hover:bg-red-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * /library (spec part 2 §2, §4, §5, §8; D19, D21, D24): public and read-only for
 * visitors, who search, filter and download; members also upload, and delete what they
 * uploaded (an administrator deletes anything). The search and filter are in the address.
 */
function LibraryPage() {
  usePageMeta('/library')
  const session = useSession()
  const { filter, setFilter, isFiltered } = useLibraryFilter()
  const files = useLibraryFiles(filter, session.user?.id ?? null, session.status !== 'pending')
  const [uploadOpen, setUploadOpen] = useState(false)
  const [failure, setFailure] = useState<LibraryFailure | null>(null)
  const clearFailure = useCallback(() => setFailure(null), [])
  const closeUpload = useCallback(() => setUploadOpen(false), [])

  const list = useMemo(() => {
    const pages = files.data?.pages ?? []
    // A file uploaded between two pages shifts the next page by one: show it once.
    const byId = new Map(pages.flatMap((page) => page.files).map((file) => [file.id, file]))
    const shown = [...byId.values()]
    return { files: shown, total: pages.at(-1)?.total ?? 0 }
  }, [files.data])

  return (
    <>
      <PageHeader
        eyebrow="Free study material"
        title="Study Library"
        lead="Search and download PDF study material — textbooks, practice worksheets, past exam papers, study guides, formula sheets and lecture notes. Signed-in students can upload files to share."
      >
        <HeroActions onUpload={() => setUploadOpen(true)} />
      </PageHeader>
      <Container className="py-10 sm:py-12">
        <LibraryFilters filter={filter} onChange={setFilter} />
        <div className="mt-8 min-h-[32rem]">
          {files.isPending ? (
            <FileCardSkeletons />
          ) : files.isError && !files.data ? (
            <LoadFailed
              title="The library could not be loaded."
              hint="Please check your connection and try again."
              onRetry={() => void files.refetch()}
              retrying={files.isFetching}
            />
          ) : list.files.length === 0 ? (
            <NoFiles filtered={isFiltered} onClear={() => setFilter({ q: '', category: '' })} />
          ) : (
            <LibraryFileList
              files={list.files}
              total={list.total}
              updating={files.isPlaceholderData}
              hasMore={files.hasNextPage}
              loadingMore={files.isFetchingNextPage}
              onLoadMore={() => void files.fetchNextPage()}
              onActionStart={clearFailure}
              onFailure={setFailure}
            />
          )}
        </div>
      </Container>
      <FailureAlert failure={failure} onDismiss={clearFailure} />
      <UploadFileModal open={uploadOpen} onClose={closeUpload} />
    </>
  )
}

export { LibraryPage as Component }
