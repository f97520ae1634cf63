// Icons only the announcement pages use, drawn like the shared ones (decorative).
import { StrokeIcon, type IconProps } from '#web/components/ui/icons.tsx'

export const MegaphoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </StrokeIcon>
)

export const PresentationIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2 3h20M4 3v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V3M12 16v5M8 21h8" />
    <path d="M8 12l3-3 2 2 3-3" />
  </StrokeIcon>
)
