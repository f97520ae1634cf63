import type { IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import tls from 'node:tls'

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** The client's own address (any 127.x.y.z on Linux), so nginx sees different clients. */
  localAddress?: string
  /** A keep-alive agent, as a browser reuses its connections; else one connection each. */
  agent?: https.Agent
}

/** An https client of one test site, trusting its self-signed certificate. */
export function httpsClient(port: number, ca: string) {
  const origin = `https://localhost:${port}`
  const keepAliveAgent = () => new https.Agent({ keepAlive: true, ca, maxSockets: 4 })

  function request(pathname: string, options: RequestOptions = {}): Promise<Answer> {
    const { method = 'GET', headers = {}, body, localAddress, agent } = options
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port,
          servername: 'localhost',
          ca,
          method,
          path: pathname,
          localAddress,
          agent: agent ?? false,
          headers: {
            host: `localhost:${port}`,
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  /** A JSON POST from the site's own pages (the Origin the server allows, decision 003). */
  const postJson = (pathname: string, value: unknown, options: RequestOptions = {}) =>
    request(pathname, {
      ...options,
      method: 'POST',
      body: JSON.stringify(value),
      headers: { 'content-type': 'application/json', origin, ...options.headers },
    })

  /**
   * A client that sends `opening` and then nothing more: resolves, once the other side
   * closes the connection, with how long after the opening that took.
   */
  function stall(opening: string): Promise<{ closedAfterMs: number }> {
    return new Promise((resolve) => {
      let sentAt = 0
      const socket = tls.connect({ host: '127.0.0.1', port, servername: 'localhost', ca }, () => {
        sentAt = Date.now()
        socket.write(opening)
      })
      socket.on('data', () => {}) // nginx may answer 408 as it closes
      // A reset is a close too; a failed handshake shows as a close before anything was sent.
      socket.on('error', () => {})
      socket.on('close', () => resolve({ closedAfterMs: sentAt ? Date.now() - sentAt : -1 }))
    })
  }

  return { origin, request, postJson, stall, keepAliveAgent }
}
