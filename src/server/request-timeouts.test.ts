import { once } from 'node:events'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

// Small limits, so each case ends in a second or so; production's are minutes.
const IDLE_MS = 1000
const REQUEST_MS = 4000
const KEEP_ALIVE_MS = 500

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp({
    IDLE_TIMEOUT_MS: String(IDLE_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HEADERS_TIMEOUT_MS: '1000',
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
afterAll(async () => t.close())

/** A raw connection, and what it received by the time the server closed it. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  const opened = Date.now()
  let received = ''
  let firstByteAt: number | undefined
  socket.on('data', (chunk: Buffer) => {
    firstByteAt ??= Date.now()
    received += chunk.toString('latin1')
  })
  // A reset counts as closed too.
  socket.on('error', () => {})
  const closed = new Promise<{ received: string; openMs: number; afterResponseMs: number }>(
    (resolve, reject) => {
      // Not a sleep: only a bound on how long to wait for the server, far above the limits.
      const deadline = setTimeout(() => {
        socket.destroy()
        reject(new Error(`the server kept the connection open; received: ${received}`))
      }, 15_000)
      socket.on('close', () => {
        clearTimeout(deadline)
        const now = Date.now()
        resolve({ received, openMs: now - opened, afterResponseMs: now - (firstByteAt ?? now) })
      })
    },
  )
  return { socket, closed }
}

const postHead = (path: string, contentLength: number, connection = 'close') =>
  [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Origin: ${t.config.publicUrl}`,
    'Content-Type: application/json',
    `Content-Length: ${contentLength}`,
    `Connection: ${connection}`,
    '',
    '',
  ].join('\r\n')

describe('slow and stalled clients (issue 25)', () => {
  it('closes a request whose body stops arriving, once the socket has been idle', async () => {
    const { socket, closed } = await connect()
    socket.write(postHead('/api/auth/login', 1000) + '{"email":')

    const { received, openMs } = await closed
    // Closed without an answer (the socket's idle timer), or with 408; never a handled request.
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true)
    expect(openMs).toBeGreaterThanOrEqual(IDLE_MS - 100)
  })

  it('answers 408 to a body still trickling in when the whole-request limit is reached', async () => {
    const { socket, closed } = await connect()
    socket.write(postHead('/api/auth/login', 1000) + '{"email":"')
    // A byte well within every idle limit, so only the whole-request limit can end it.
    const drip = setInterval(() => socket.writable && socket.write('a'), IDLE_MS / 5)
    const { received, openMs } = await closed.finally(() => clearInterval(drip))

    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_MS - 100)
  })

  it('does not cut an upload that is slow but keeps sending', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1' })
    const { socket, closed } = await connect()
    socket.write(postHead('/api/auth/login', Buffer.byteLength(body)))
    // Ten pieces a fifth of the idle limit apart: twice the idle limit in all.
    const pieces = body.match(/[\s\S]{1,6}/g)!.slice()
    const sendNext = () => {
      const piece = pieces.shift()
      if (piece === undefined) return
      socket.write(piece)
      setTimeout(sendNext, IDLE_MS / 5)
    }
    sendNext()

    const { received, openMs } = await closed
    expect(openMs).toBeGreaterThan(IDLE_MS)
    // The whole body arrived and the route answered it: wrong credentials.
    expect(received).toMatch(/^HTTP\/1\.1 401 /)
  })

  it('closes an idle keep-alive connection after the keep-alive limit', async () => {
    const { socket, closed } = await connect()
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)

    const { received, afterResponseMs } = await closed
    expect(received).toMatch(/^HTTP\/1\.1 200 /)
    expect(received.toLowerCase()).toContain('connection: keep-alive')
    // Node closes it a second after the limit it advertises, so a client never reuses a
    // socket the server is closing at that moment.
    expect(afterResponseMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100)
  })
})
