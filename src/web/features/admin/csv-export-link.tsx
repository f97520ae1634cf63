import { buttonClasses } from '#web/components/ui/button.tsx'
import { DownloadIcon } from '#web/components/ui/icons.tsx'
import { backOfficeMessages as t } from './messages.ts'

/**
 * 'Export CSV': a plain download link, the browser saving the file the server sends as an
 * attachment. `href` null (e.g. dates the wrong way round) shows it disabled until fixed.
 */
export function CsvExportLink({ href }: { href: string | null }) {
  if (href === null) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className={buttonClasses('outline', 'md', 'opacity-60')}
      >
        <DownloadIcon className="size-4" />
        {t.exportCsv}
      </span>
    )
  }
  return (
    <a href={href} download className={buttonClasses('outline', 'md')}>
      <DownloadIcon className="size-4" />
      {t.exportCsv}
    </a>
  )
}
