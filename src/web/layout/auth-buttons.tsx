import { clsx } from 'clsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { paths } from '#web/paths.ts'
import { useLogout, useSession } from '#web/lib/session.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'

/**
 * Register / Login when signed out; Dashboard / Profile / Logout when signed in, and
 * Admin (the back office) and Tutor portal (D25) before them for an administrator or a tutor.
 * While the session is pending nothing shows, but the space stays reserved by the
 * caller's container so the bar does not move when the answer arrives.
 */
export function AuthButtons({
  layout,
  onNavigate,
}: {
  layout: 'bar' | 'panel'
  /** Called when one of the buttons is used (the mobile panel closes itself). */
  onNavigate?: () => void
}) {
  const session = useSession()
  const logout = useLogout()
  const hydrated = useHydrated()
  const panel = layout === 'panel'
  const size = panel ? 'md' : 'sm'
  const itemClass = panel ? 'w-full' : undefined

  if (session.status === 'pending') {
    return <span aria-hidden="true" className={clsx('block', panel ? 'h-[6.25rem]' : 'h-9')} />
  }

  const wrapperClass = clsx(panel ? 'grid grid-cols-1 gap-3' : 'flex items-center gap-1.5')

  if (session.status === 'signed-out') {
    return (
      <div
        className={wrapperClass}
        data-testid="auth-buttons"
        // A prerendered page's buttons, before the page has hydrated and knows the session.
        data-session={hydrated ? 'signed-out' : 'prerendered'}
      >
        <LinkButton
          to={paths.login.getHref()}
          variant={panel ? 'outline' : 'ghost'}
          size={size}
          className={itemClass}
          onClick={onNavigate}
        >
          Login
        </LinkButton>
        <LinkButton
          to={paths.register.getHref()}
          variant="primary"
          size={size}
          className={itemClass}
          onClick={onNavigate}
        >
          Register
        </LinkButton>
      </div>
    )
  }

  const admin = session.user.role === 'admin'
  const tutor = session.user.tutor_id !== null
  // In the panel, an administrator's four buttons take two rows of two (the same height
  // as the two rows the others have), so the panel's links keep their room.
  return (
    <div
      className={
        panel
          ? clsx('grid gap-3', admin || tutor ? 'grid-cols-2' : 'grid-cols-1 sm:grid-cols-3')
          : wrapperClass
      }
      data-testid="auth-buttons"
      data-session="signed-in"
    >
      {admin ? (
        <LinkButton
          to={paths.admin.getHref()}
          variant={panel ? 'outline' : 'ghost'}
          size={size}
          className={itemClass}
          onClick={onNavigate}
        >
          Admin
        </LinkButton>
      ) : null}
      {tutor ? (
        <LinkButton
          to={paths.tutorPortal.getHref()}
          variant={panel ? 'outline' : 'ghost'}
          size={size}
          className={itemClass}
          onClick={onNavigate}
        >
          Tutor portal
        </LinkButton>
      ) : null}
      <LinkButton
        to={paths.dashboard.getHref()}
        variant={panel ? 'outline' : 'ghost'}
        size={size}
        className={itemClass}
        onClick={onNavigate}
      >
        Dashboard
      </LinkButton>
      <LinkButton
        to={paths.profile.getHref()}
        variant={panel ? 'outline' : 'ghost'}
        size={size}
        className={itemClass}
        onClick={onNavigate}
      >
        Profile
      </LinkButton>
      <Button
        variant={panel ? 'primary' : 'outline'}
        size={size}
        className={itemClass}
        onClick={() => {
          onNavigate?.()
          void logout()
        }}
      >
        Logout
      </Button>
    </div>
  )
}
