import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built client from the same process: hashed assets cached forever and sent
 * pre-compressed (the build writes .br and .gz beside them), index.html revalidated on
 * every visit, and every other GET outside /api and /assets answered with index.html
 * so client routes work on reload.
 */
export const staticClientPlugin = fp(async (app: FastifyInstance, opts: { clientDir?: string }) => {
  const clientDir = opts.clientDir
  const serveClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'))
  if (!serveClient) {
    app.log.warn({ clientDir }, 'client build not found: serving the API only')
  } else {
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
    // The wildcard would treat `/` as a folder listing; the home page is index.html.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    )
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    const isPage =
      serveClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/')
    if (isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ error: apiMessages.notFound })
  })
})
