import type { PublicConfig } from './schemas/public-config.ts'
import type { PublicTutor } from './schemas/tutors.ts'

// What the server and the client's prerender bundle (src/web/prerender.tsx, built to
// dist/ssr/prerender.js) agree on. Types only: the server imports the bundle at run time.

/** The data a page is rendered with; the client's query cache starts from the same. */
export interface PrerenderInput {
  /** The page's path, without a query. */
  readonly pathname: string
  /** What GET /api/config answers. */
  readonly publicConfig: PublicConfig
  /** What GET /api/tutors answers; only the tutors pages need it. */
  readonly tutors?: readonly PublicTutor[]
}

export interface PrerenderResult {
  /** The markup that goes inside `<div id="root">`. */
  readonly html: string
  /** The query cache's data as JSON, safe inside a `<script>` element. */
  readonly state: string
}

export interface PrerenderModule {
  prerender(input: PrerenderInput): Promise<PrerenderResult>
}

/** The id of the `<script type="application/json">` element that carries `state`. */
export const PRERENDER_STATE_ID = 'prerender-state'

/**
 * Public pages whose content is a form with a password: sent as the client's shell, never
 * rendered, since a form used before the page hydrates would submit itself natively and
 * put the password in the address (and in logs and the browser's history).
 */
export const shellOnlyPages: ReadonlySet<string> = new Set(['/login', '/register'])
