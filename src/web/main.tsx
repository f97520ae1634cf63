import './lib/zod-jitless.ts'
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { PRERENDER_STATE_ID } from '#shared/prerender.ts'
import { queryClient } from './lib/query-client.ts'
import { publicConfigQueryOptions } from './lib/public-config.ts'
import { sessionQueryOptions } from './lib/session.ts'
import {
  hydratingPrerenderedPage,
  onceHydrated,
  renderingWithoutHydration,
} from './lib/use-hydrated.ts'
import { loadMatchedRoutes, routes } from './router.tsx'
import './styles.css'

// A prerendered page (docs/decisions/018) carries the data it was rendered with: the
// first render must start from the same, or it would not match the HTML. The server
// renders a page again when its data changes, so the data counts as fetched just now.
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent
if (state) {
  const dehydrated = JSON.parse(state) as DehydratedState
  const now = Date.now()
  hydrate(queryClient, {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  })
}

// Start both shell requests at once, before the first render asks for them.
void queryClient.prefetchQuery(sessionQueryOptions())
void queryClient.prefetchQuery(publicConfigQueryOptions())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Marks the document once the page has hydrated (or rendered, for a page the server sent as
 * the client's shell): before that, a prerendered page's buttons do nothing. The end-to-end
 * tests wait for it after every navigation instead of racing a click against hydration.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Parts of the page hydrate in later tasks (HydrateLater): after the last one.
    onceHydrated(() => (document.documentElement.dataset.hydrated = 'true'))
  }, [])
  return children
}

async function start(root: HTMLElement) {
  let prerendered = root.firstElementChild !== null
  if (prerendered) {
    try {
      await loadMatchedRoutes(window.location.pathname)
    } catch (error) {
      // A page module that does not load (a deploy replaced it): render from scratch, and
      // the router shows its own error for the page, inside the shell.
      console.error('Loading the page before hydrating it failed', error)
      prerendered = false
    }
  }
  const router = createBrowserRouter(routes)
  // The page's modules have just run; hydrating in the same task would hold a phone's main
  // thread for both at once (Lighthouse's total blocking time). Let the browser breathe.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MarkHydrated>
          <RouterProvider router={router} />
        </MarkHydrated>
      </QueryClientProvider>
    </StrictMode>
  )
  if (prerendered) {
    hydratingPrerenderedPage()
    hydrateRoot(root, app)
  } else {
    renderingWithoutHydration()
    createRoot(root).render(app)
  }
}

void start(container)
