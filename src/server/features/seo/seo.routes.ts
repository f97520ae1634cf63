import { statSync } from 'node:fs'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sitemapPaths } from '#shared/site-pages.ts'
import { tutors } from '../../db/schema.ts'

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * When the public pages last changed: they are the build's, so when the client was built
 * (its index.html), or when this server started without one.
 */
function pagesBuiltAt(clientDir: string | undefined): Date {
  try {
    if (clientDir) return statSync(path.join(clientDir, 'index.html')).mtime
  } catch {
    // no build: the start is the best answer there is
  }
  return new Date()
}

const entry = (loc: string, lastmod: Date) =>
  `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`

/**
 * /sitemap.xml (the public pages and each active tutor's, with when each last changed) and
 * /robots.txt, with absolute URLs from PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsync<{ clientDir?: string }> = async (app, opts) => {
  const base = app.config.publicUrl
  const builtAt = pagesBuiltAt(opts.clientDir)
  const pages = sitemapPaths.map((page) => entry(`${base}${page}`, builtAt))
  const robots = [
    'User-agent: *',
    // What the public pages read to show their content: a crawler that renders a page
    // needs it (the longer, allowing rule wins over the `/api/` below).
    ...[
      '/api/config',
      '/api/tutors',
      '/api/mathematics-modules',
      '/api/announcements',
      '/api/library/files',
    ].map((path) => `Allow: ${path}`),
    // Signed-in areas and one-time links have nothing for a search engine.
    ...[
      '/api/',
      '/dashboard',
      '/book',
      '/profile',
      '/admin',
      '/newsletter/',
      '/verify-email',
      '/reset-password',
      '/auth/',
    ].map((path) => `Disallow: ${path}`),
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')

  const cached = { 'cache-control': 'public, max-age=3600' }
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const active = await app.database.db
      .select({ id: tutors.id, updatedAt: tutors.updatedAt })
      .from(tutors)
      .where(eq(tutors.isActive, true))
      .orderBy(asc(tutors.id))
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages,
      ...active.map((tutor) => entry(`${base}/tutors/${tutor.id}`, tutor.updatedAt)),
      '</urlset>',
      '',
    ].join('\n')
    return reply.headers(cached).type('application/xml; charset=utf-8').send(sitemap)
  })
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(cached).type('text/plain; charset=utf-8').send(robots),
  )
}
