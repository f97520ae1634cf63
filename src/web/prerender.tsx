import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { VNode } from 'preact'
import { renderToStringAsync } from 'preact-render-to-string'
import { StrictMode } from 'react'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { PrerenderInput, PrerenderResult } from '#shared/prerender.ts'
import { tutorQueryOptions, tutorsQueryOptions } from './features/tutors/get-tutors.ts'
import { parseTutorId } from './features/tutors/tutor-id.ts'
import { publicConfigQueryOptions } from './lib/public-config.ts'
import { routes } from './router.tsx'

// The server's renderer of public pages (built to dist/ssr/prerender.js by `vite build
// --ssr`). It renders a page as a signed-out visitor sees it once its data has arrived, so
// the client can hydrate the same markup from the same query cache (main.tsx). `react` is
// Preact here as in the browser (vite.config.ts), so Preact's renderer writes the markup.

// One handler for the process: it loads each lazy route module once.
const handler = createStaticHandler(routes)

function seededQueryClient({ pathname, publicConfig, tutors }: PrerenderInput) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, publicConfig)
  if (tutors) {
    queryClient.setQueryData(tutorsQueryOptions().queryKey, [...tutors])
    const id = parseTutorId(/^\/tutors\/([^/]+)$/.exec(pathname)?.[1])
    const tutor = tutors.find((candidate) => candidate.id === id)
    if (tutor) queryClient.setQueryData(tutorQueryOptions(id).queryKey, tutor)
  }
  return queryClient
}

/** The page at `input.pathname` as HTML, with every lazy part (routes, forms) resolved. */
export async function prerender(input: PrerenderInput): Promise<PrerenderResult> {
  const queryClient = seededQueryClient(input)
  const context = await handler.query(new Request(new URL(input.pathname, 'http://prerender')))
  // The routes have no loaders, so nothing redirects; a Response here is a bug.
  if (context instanceof Response) throw new Error(`${input.pathname} answered a redirect`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* No hydrate script: the CSP forbids inline scripts, and the routes have no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  )
  // Waits for every lazy part (a form) and writes it in place, between `<!--$s-->` and
  // `<!--/$s-->` comments that tell the client's hydration where a suspended part begins and
  // ends. The element is typed as React's; at run time it is Preact's (vite.config.ts).
  const html = await renderToStringAsync(app as unknown as VNode)
  // A script that put a boundary in place (as a streaming renderer adds) would be blocked
  // by the CSP.
  if (html.includes('<script')) throw new Error(`${input.pathname} rendered an inline script`)
  // Only queries that hold data (the seeded ones); `<` escaped so no value closes the element.
  const state = JSON.stringify(dehydrate(queryClient)).replaceAll('<', '\\u003c')
  queryClient.clear()
  return { html, state }
}
