import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from '../config.ts'

/**
 * The client's address as Fastify reads it for `request.ip` under the same `trustProxy`
 * (fastify/lib/request.js): for a fast path past Fastify that counts the same rate limits.
 * Only the shapes our configuration makes: off, every proxy, a list, or a hop test.
 */
export function clientAddressReader(
  trustProxy: Config['trustProxy'],
): (request: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (request) => request.socket.remoteAddress
  const trust: (address: string, hop: number) => boolean =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'function'
        ? trustProxy
        : proxyAddr.compile(trustProxy)
  return (request) => {
    const addresses = proxyAddr.all(request, trust)
    return addresses[addresses.length - 1]
  }
}
