import type { FastifyPluginAsync } from 'fastify'
import { sitemapPaths } from '#shared/site-pages.ts'

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** /sitemap.xml and /robots.txt, with absolute URLs from PUBLIC_URL. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  const robots = [
    'User-agent: *',
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
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(cached).type('application/xml; charset=utf-8').send(sitemap),
  )
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(cached).type('text/plain; charset=utf-8').send(robots),
  )
}
