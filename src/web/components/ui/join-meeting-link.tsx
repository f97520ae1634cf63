import { ExternalLinkIcon } from './icons.tsx'

/** The button-like link that opens a session's or consultation's meeting in a new tab. */
export function JoinMeetingLink({
  href,
  children,
  className = '',
}: {
  href: string
  children: string
  className?: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 ${className}`.trim()}
    >
      {children}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
