import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * The node:http server Fastify would make (its `http` options, timeouts and keep-alive, as
 * fastify/lib/server.js sets them), whose handler first offers each request to `shortcut`
 * (the catalogue's fast path) and hands Fastify whatever it did not answer.
 */
export function createHttpServer(
  fastify: Handler,
  options: FastifyServerOptions & { http?: http.ServerOptions },
  shortcut: () => ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined,
): http.Server {
  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (!shortcut()?.(request, response)) fastify(request, response)
  })
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
  server.setTimeout(options.connectionTimeout ?? 0)
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
  return server
}
