import { clsx } from 'clsx'
import { ScrollRestoration, useNavigation, useOutlet, type Location } from 'react-router'
import { Container } from '#web/components/ui/container.tsx'
import { HydrateLater } from '#web/components/ui/hydrate-later.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Footer } from './footer.tsx'
import { NavBar } from './nav-bar.tsx'

function PageLoading() {
  return (
    <Container className="flex min-h-[calc(100dvh-4rem)] items-center justify-center py-16">
      <p role="status" className="flex items-center gap-3 text-lg font-medium text-slate-700">
        <Spinner className="size-6 text-brand-700" />
        Loading page...
      </p>
    </Container>
  )
}

/**
 * The shell around every page: skip link, header, main, footer. Also used as the
 * router's HydrateFallback, where there is no outlet yet and main shows a loading line.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key

export function RootLayout() {
  const outlet = useOutlet()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading'

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <div
        aria-hidden="true"
        className={clsx(
          'fixed inset-x-0 top-0 z-[70] h-1 origin-left bg-accent-500 transition-transform duration-500',
          loading ? 'scale-x-75' : 'scale-x-0 duration-0',
        )}
      />
      {/* A prerendered page hydrates in four tasks: the frame, the header, the page and
          the footer, each in a task of its own (Lighthouse's total blocking time). */}
      <HydrateLater>
        <NavBar />
      </HydrateLater>
      <HydrateLater>
        <main
          id="main"
          tabIndex={-1}
          aria-busy={loading || undefined}
          className="min-h-[calc(100dvh-4rem)] flex-1 outline-none"
        >
          {outlet ?? <PageLoading />}
        </main>
      </HydrateLater>
      <HydrateLater>
        {/* Until the page itself has rendered, the footer sits just below the fold. */}
        <Footer pageReady={outlet !== null} />
      </HydrateLater>
      {/* Every page loaded from the server starts with the key 'default', so by key a page
          would open at the place another page was left. By path for those, a reload keeps
          its place and another page opens at its top; the rest by history entry. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  )
}
