import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'
import { sitemapPaths } from '#shared/site-pages.ts'
import type { Config } from '../config.ts'
import { renderPageHtml } from '../lib/page-head.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

interface RenderedPage {
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

function compressPage(html: string): RenderedPage {
  const identity = Buffer.from(html)
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  }
}

/**
 * Serves the built client from the same process: hashed assets cached forever and sent
 * pre-compressed (the build writes .br and .gz beside them), and every page — `/` and
 * any other GET outside /api and /assets, so client routes work on reload — answered
 * with index.html carrying that page's head (lib/page-head.ts), rendered and compressed
 * once at start, revalidated by ETag on every visit.
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, opts: { clientDir?: string; config: Config }) => {
    const clientDir = opts.clientDir
    const serveClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'))
    const pages = new Map<string, RenderedPage>()
    let otherPage: RenderedPage | undefined

    if (!serveClient) {
      app.log.warn({ clientDir }, 'client build not found: serving the API only')
    } else {
      const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
      for (const pathname of sitemapPaths) {
        pages.set(pathname, compressPage(renderPageHtml(template, pathname, opts.config)))
      }
      otherPage = compressPage(renderPageHtml(template, '/*', opts.config))
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

    function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const page = pages.get(pathname) ?? (otherPage as RenderedPage)
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
