import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { FastifyBaseLogger } from 'fastify'
import { PRERENDER_STATE_ID, shellOnlyPages, type PrerenderModule } from '#shared/prerender.ts'
import { todayInSast } from '#shared/sast.ts'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { isPublicPagePath } from '#shared/site-pages.ts'
import { publicConfig, type Config } from '../config.ts'
import { importModule } from './import-module.ts'
import { renderPageHtml } from './page-head.ts'

// The HTML of every page the server sends (docs/decisions/018). Public pages carry their
// rendered body, made by the client's own components (the prerender bundle the build
// writes to dist/ssr) and hydrated by the client; the others are index.html with a head.
// Nothing is rendered per request: a page is rendered on its first request, compressed,
// and kept; the tutors pages again on the first request after the catalogue changed.

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export interface RenderedPage {
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

/** The tutors as GET /api/tutors answers them, and word of every change to them. */
export interface CatalogueSource {
  tutors(): Promise<readonly PublicTutor[]>
  /**
   * Calls `listener` after a change of the catalogue (on any instance, or as time passes),
   * with the groups that changed when known; returns the unsubscribe.
   */
  onChange(listener: (groups?: ReadonlySet<string>) => void): () => void
}

export interface PageRenderer {
  /** The page to send for `pathname` (no query, no trailing slash). */
  page(pathname: string): Promise<RenderedPage>
  /** Stop listening to the catalogue. */
  close(): void
}

export interface PageRendererOptions {
  /** dist/web/index.html as built. */
  template: string
  config: Config
  /** The built prerender bundle; when absent (no build, tests) pages get their head only. */
  prerenderEntry?: string
  /** Without it the tutors pages get their head only, as other pages without a body. */
  catalogue?: CatalogueSource
  log: FastifyBaseLogger
}

async function compressPage(html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html)
  const [br, gz] = await Promise.all([
    // Off the event loop: the tutors pages are compressed while the server keeps answering.
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ])
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br,
    gzip: gz,
  }
}

const TUTOR_PAGE = /^\/tutors\/(\d{1,9})$/

/** The tutor id of a `/tutors/:id` path written as the client writes it, or undefined. */
function tutorIdOf(pathname: string): number | undefined {
  const digits = TUTOR_PAGE.exec(pathname)?.[1]
  return digits && String(Number(digits)) === digits ? Number(digits) : undefined
}

const isTutorsPage = (pathname: string) => pathname === '/tutors' || TUTOR_PAGE.test(pathname)

export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const { template, config, catalogue, log } = opts
  const browserConfig = publicConfig(config)
  const heads = new Map<string, Promise<RenderedPage>>()
  const bodies = new Map<string, Promise<RenderedPage>>()

  const headOnly = (pathname: string) => {
    const key = isPublicPagePath(pathname) ? pathname : '/*'
    let page = heads.get(key)
    if (!page) heads.set(key, (page = compressPage(renderPageHtml(template, key, config))))
    return page
  }

  let bundle: Promise<PrerenderModule | null> | undefined
  const loadBundle = () =>
    (bundle ??= (async () => {
      const entry = opts.prerenderEntry
      if (!entry || !existsSync(entry)) return null
      try {
        return (await importModule(pathToFileURL(entry).href)) as PrerenderModule
      } catch (error) {
        log.error(
          { err: error, entry },
          'the prerender bundle did not load: pages keep their head only',
        )
        return null
      }
    })())

  async function render(pathname: string, tutors?: readonly PublicTutor[]): Promise<RenderedPage> {
    // A tutor's page has a head of its own (title, description, structured data).
    const tutorId = tutorIdOf(pathname)
    const tutor = tutors?.find((candidate) => candidate.id === tutorId)
    const headOnlyPage = () =>
      tutor ? compressPage(renderPageHtml(template, pathname, config, tutor)) : headOnly(pathname)
    const renderer = await loadBundle()
    if (!renderer) return headOnlyPage()
    try {
      const { html, state } = await renderer.prerender({
        pathname,
        publicConfig: browserConfig,
        ...(tutors ? { tutors } : {}),
      })
      const body =
        `<div id="root">${html}</div>\n` +
        `    <script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>`
      const head = tutor
        ? renderPageHtml(template, pathname, config, tutor)
        : renderPageHtml(template, isPublicPagePath(pathname) ? pathname : '/*', config)
      return await compressPage(head.replace('<div id="root"></div>', body))
    } catch (error) {
      // The page still works: the client renders it, as it did before prerendering.
      log.error(
        { err: error, pathname },
        'prerendering a page failed: it is sent with its head only',
      )
      return headOnlyPage()
    }
  }

  // Bumped by every change, so a render of tutors read before a change is not kept after it.
  let generation = 0
  // The tutors as last read, so a request for a tutor's page costs no read until a change.
  let tutorsRead: Promise<readonly PublicTutor[]> | undefined
  const unsubscribe = catalogue?.onChange((groups) => {
    if (groups && !groups.has('tutors')) return
    generation++
    tutorsRead = undefined
    for (const key of bodies.keys()) if (isTutorsPage(key)) bodies.delete(key)
  })
  // Pages show today's date (the earliest date a form offers, the footer's year): all are
  // rendered again on the first request of each day in SAST.
  let renderedOn = todayInSast()
  function forgetYesterday() {
    const today = todayInSast()
    if (today === renderedOn) return
    renderedOn = today
    generation++
    tutorsRead = undefined
    bodies.clear()
  }

  async function tutorsPage(pathname: string, source: CatalogueSource): Promise<RenderedPage> {
    const cached = bodies.get(pathname)
    if (cached) return cached
    const readAt = generation
    let tutors: readonly PublicTutor[]
    try {
      tutors = await (tutorsRead ??= source.tutors())
    } catch (error) {
      if (readAt === generation) tutorsRead = undefined
      log.error({ err: error, pathname }, 'reading the tutors failed: the page has its head only')
      return headOnly(pathname)
    }
    const id = tutorIdOf(pathname)
    // An unknown or inactive tutor gets the shell, where the client says so; not kept,
    // so addresses made up by the thousand keep nothing in memory.
    if (pathname !== '/tutors' && !tutors.some((tutor) => tutor.id === id)) {
      return headOnly(pathname)
    }
    const page = bodies.get(pathname) ?? render(pathname, tutors)
    if (readAt === generation) bodies.set(pathname, page)
    return page
  }

  return {
    page(pathname) {
      forgetYesterday()
      if (isTutorsPage(pathname)) {
        return catalogue ? tutorsPage(pathname, catalogue) : headOnly(pathname)
      }
      if (!isPublicPagePath(pathname) || shellOnlyPages.has(pathname)) return headOnly(pathname)
      let page = bodies.get(pathname)
      if (!page) bodies.set(pathname, (page = render(pathname)))
      return page
    },
    close() {
      unsubscribe?.()
    },
  }
}
