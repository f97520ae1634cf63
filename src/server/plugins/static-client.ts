import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'
import type { Config } from '../config.ts'
import {
  createPageRenderer,
  type CatalogueSource,
  type PageRenderer,
} from '../lib/page-renderer.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built client from the same process: hashed assets cached forever and sent
 * pre-compressed (the build writes .br and .gz beside them), and every page — `/` and
 * any other GET outside /api and /assets, so client routes work on reload — answered
 * with index.html carrying that page's head (lib/page-head.ts) and, for a public page, its
 * prerendered body (lib/page-renderer.ts), compressed once and revalidated by ETag.
 */
export const staticClientPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      clientDir?: string
      config: Config
      /** The built prerender bundle (dist/ssr/prerender.js); absent: heads only. */
      prerenderEntry?: string
      /** The tutors the tutors pages are rendered from; absent: those pages get heads only. */
      catalogue?: CatalogueSource
    },
  ) => {
    const clientDir = opts.clientDir
    const serveClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'))
    let pages: PageRenderer | undefined

    if (!serveClient) {
      app.log.warn({ clientDir }, 'client build not found: serving the API only')
    } else {
      const renderer = createPageRenderer({
        template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
        config: opts.config,
        ...(opts.prerenderEntry ? { prerenderEntry: opts.prerenderEntry } : {}),
        ...(opts.catalogue ? { catalogue: opts.catalogue } : {}),
        log: app.log,
      })
      pages = renderer
      app.addHook('onClose', async () => renderer.close())
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const isAsset = filePath.startsWith(path.join(clientDir, 'assets') + path.sep)
          res.header('cache-control', isAsset ? IMMUTABLE : 'no-cache')
        },
      })
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const page = await (pages as PageRenderer).page(pathname)
      reply
        .header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
      const accepted = String(request.headers['accept-encoding'] ?? '')
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br)
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip)
      return reply.send(page.identity)
    }

    if (serveClient) {
      // The wildcard would treat `/` as a folder listing; the home page is index.html.
      app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'))
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? ''
      const isPage =
        serveClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/assets/')
      if (isPage) return sendPage(request, reply, pathname.replace(/(.)\/+$/, '$1'))
      return reply.status(404).send({ error: apiMessages.notFound })
    })
  },
)
