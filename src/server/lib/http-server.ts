import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * A way past Fastify for a few hot reads (issue 23): true when it has taken the request. One
 * that answers later may still hand the request to Fastify (`fastify`) before it has written
 * anything, for Fastify to answer as it would have.
 */
export type Shortcut = (
  request: IncomingMessage,
  response: ServerResponse,
  fastify: RequestHandler,
) => boolean

/**
 * The node:http server Fastify would make (its `http` options, timeouts and keep-alive, as
 * fastify/lib/server.js sets them), whose handler first offers each request to `shortcut`
 * (the catalogue's and the signed-in reads' fast paths) and hands Fastify whatever it did
 * not take.
 */
export function createHttpServer(
  fastify: RequestHandler,
  options: FastifyServerOptions & { http?: http.ServerOptions },
  shortcut: () => Shortcut | undefined,
): http.Server {
  const server = http.createServer(options.http ?? {}, (request, response) => {
    if (!shortcut()?.(request, response, fastify)) fastify(request, response)
  })
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
  server.setTimeout(options.connectionTimeout ?? 0)
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
  return server
}
