import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogueCache, type CatalogueEntry, type CatalogueGroup } from './catalogue-cache.ts'
import { createCatalogueReads, type CatalogueReads } from './catalogue-reads.ts'
import { createCatalogueFastPath, type FastPath } from './catalogue-fast-path.ts'
import { VISITOR_CACHE_CONTROL } from './catalogue-keys.ts'
import { sharedHeadersOf } from '../../lib/fast-path-headers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue
  }
}

export interface Catalogue extends CatalogueReads {
  cache: CatalogueCache
  /** Told after any change to the catalogue, here or on another instance, or as time passes. */
  onChange(listener: (groups: ReadonlySet<CatalogueGroup>) => void): () => void
  /** Answers with the entry: its ETag, a 304 when the client holds it, compressed when accepted. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CatalogueEntry,
    cacheControl?: string,
  ): FastifyReply
  /** The node:http handler's shortcut past Fastify for stored entries (catalogue-fast-path.ts). */
  fastPath: FastPath
}

export const cataloguePlugin = fp(async (app: FastifyInstance) => {
  const cache = new CatalogueCache()
  const reads = createCatalogueReads(
    cache,
    () => app.database.db,
    () => ({ minNoticeMs: app.config.booking.minNoticeMs }),
  )
  const fastPath = createCatalogueFastPath({
    cache,
    sessionCookieName: app.config.sessions.cookieName,
  })

  const unsubscribe = app.tableChanges.subscribe({
    onChange: (table) => cache.tablesChanged([table]),
    onTrust: (trusted) => cache.setTrusted(trusted),
  })

  app.addHook('onClose', async () => {
    cache.stop()
    fastPath.stop()
    unsubscribe()
  })
  app.addHook('preClose', async () => fastPath.stop())
  // The headers of the first catalogue answer, as it leaves (after the security headers'
  // last word): the fast path sends the same.
  const answers = new WeakSet<FastifyReply>()
  app.addHook('onSend', async (_request, reply) => {
    if (answers.has(reply) && reply.statusCode === 200 && !fastPath.hasHeaders()) {
      fastPath.useHeaders(sharedHeadersOf(reply))
    }
  })

  app.decorate('catalogue', {
    ...reads,
    cache,
    fastPath,
    onChange: (listener) => cache.onChange(listener),
    send(request, reply, entry, cacheControl = VISITOR_CACHE_CONTROL) {
      if (!fastPath.hasHeaders()) answers.add(reply)
      reply
        .header('etag', entry.etag)
        .header('cache-control', cacheControl)
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
      if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send()
      const { body, encoding } = entry.encoded(request.headers['accept-encoding'])
      if (encoding) reply.header('content-encoding', encoding)
      return reply.send(body)
    },
  } satisfies Catalogue)
})
