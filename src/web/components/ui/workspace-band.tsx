import { Container } from './container.tsx'

/**
 * The dark band above a signed-in workspace (the back office, the tutor's portal): where
 * you are, and which account you are signed in as.
 */
export function WorkspaceBand({ eyebrow, email }: { eyebrow: string; email: string }) {
  return (
    <div className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-blue-900 text-white">
      <Container className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
        <p className="min-w-0 truncate text-sm text-blue-100">Signed in as {email}</p>
      </Container>
    </div>
  )
}
