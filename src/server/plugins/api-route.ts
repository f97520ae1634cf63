import type { FastifyRequest } from 'fastify'

/**
 * Whether the API answers this request, read from the route the router matched (which
 * sees the decoded path), never from the raw URL, whose spelling a caller chooses:
 * `/%61pi/auth/login` is the login route. A path no route serves counts as the API's when
 * its decoded form is under `/api`, so probing unknown API addresses is limited too,
 * while client pages (served by the not-found handler) are not.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  if (route !== undefined && !request.is404) return route === '/api' || route.startsWith('/api/')
  return /^\/+api(\/|$)/i.test(decodedPath(request.url))
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
