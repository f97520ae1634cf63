// Icons only the library uses, drawn like those of components/ui/icons.tsx: decorative,
// the control around each one carries the accessible name.
import type { ReactNode, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const DownloadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </StrokeIcon>
)

export const UploadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />
  </StrokeIcon>
)

export const TrashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </StrokeIcon>
)

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </StrokeIcon>
)

export const FileTextIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </StrokeIcon>
)
