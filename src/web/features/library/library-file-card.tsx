import { formatSastDate } from '#shared/sast.ts'
import { formatFileSize, libraryMessages as m } from '#shared/library.ts'
import type { LibraryFile } from '#shared/schemas/library.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDeleteLibraryFile } from './api/delete-library-file.ts'
import { useDownloadLibraryFile } from './api/download-library-file.ts'
import { failureReason } from './failure-reason.ts'
import { DownloadIcon, FileTextIcon, TrashIcon } from '#web/components/ui/icons.tsx'

export type LibraryFailure = { message: string; reason?: string | undefined }

const downloads = (count: number) => `${count} ${count === 1 ? 'download' : 'downloads'}`

/**
 * One file in the library grid (spec part 2 §2): name, category, description, size,
 * upload date and download count, the download button, and the delete icon when the
 * viewer may delete it (the uploader or an administrator, D21). Both buttons repeat on
 * every card, so their accessible names carry the file's name.
 */
export function LibraryFileCard({
  file,
  onActionStart,
  onFailure,
}: {
  file: LibraryFile
  /** A download or delete begins: an earlier failure message is out of date. */
  onActionStart: () => void
  onFailure: (failure: LibraryFailure) => void
}) {
  const download = useDownloadLibraryFile()
  const remove = useDeleteLibraryFile()
  const [confirm, confirmDialog] = useConfirm()
  const name = file.original_filename

  // mutateAsync, not mutate: a failure is reported even when the reloaded list has
  // already dropped this card (the file was gone).
  async function startDownload() {
    onActionStart()
    try {
      await download.mutateAsync(file)
    } catch (error) {
      onFailure({ message: m.downloadFailed, reason: failureReason(error) })
    }
  }

  async function confirmDelete() {
    const confirmed = await confirm({
      title: m.deleteFile,
      message: (
        <>
          <p>{m.deleteConfirm}</p>
          <p className="font-semibold wrap-anywhere text-slate-900">{name}</p>
        </>
      ),
      confirmLabel: m.deleteFile,
      tone: 'danger',
    })
    if (!confirmed) return
    onActionStart()
    try {
      await remove.mutateAsync(file.id)
    } catch (error) {
      onFailure({ message: m.deleteFailed, reason: failureReason(error) })
    }
  }

  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="library-file-card"
      aria-busy={remove.isPending || undefined}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
          <FileTextIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold wrap-anywhere text-slate-900">{name}</h2>
          {file.category ? (
            <p className="mt-1.5">
              <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {file.category}
              </span>
            </p>
          ) : null}
        </div>
        {file.can_delete ? (
          <button
            type="button"
            onClick={() => void confirmDelete()}
            disabled={remove.isPending}
            aria-label={`Delete ${name}`}
            title="Delete"
            className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {remove.isPending ? <Spinner className="size-5" /> : <TrashIcon className="size-5" />}
          </button>
        ) : null}
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-sm wrap-anywhere text-slate-700">
        {file.description}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <div>
          <dt className="sr-only">Size</dt>
          <dd>{formatFileSize(file.file_size)}</dd>
        </div>
        <div>
          <dt className="sr-only">Uploaded</dt>
          <dd>
            <time dateTime={file.created_at}>{formatSastDate(file.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Downloads</dt>
          <dd data-testid="library-download-count">{downloads(file.download_count)}</dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="mt-4 w-full"
        onClick={() => void startDownload()}
        disabled={download.isPending}
        aria-label={`${download.isPending ? 'Downloading' : 'Download'} ${name}`}
      >
        {download.isPending ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
        {download.isPending ? 'Downloading...' : 'Download'}
      </Button>
      {confirmDialog}
    </li>
  )
}
