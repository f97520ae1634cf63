// The signed-in reads' baseline: a bare node:http server with a pg pool running the same
// data query as the product (its own service functions) for one signed-in student — no
// framework, no session cookie to read. Started by scripts/bench.mjs with tsx.
import http from 'node:http'
import { listOwnBookings } from '../../src/server/features/bookings/bookings.service.ts'
import { findSessionUser } from '../../src/server/features/accounts/sessions.service.ts'
import { openDatabase } from '../../src/server/db/client.ts'

const { DATABASE_URL, USER_ID, SESSION_TOKEN, PORT } = process.env as Record<string, string>
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL })
const settings = { idleMs: 7 * 86_400_000, maxMs: 30 * 86_400_000 }

http
  .createServer((request, response) => {
    const answer =
      request.url === '/api/bookings'
        ? listOwnBookings(database.db, USER_ID)
        : findSessionUser(database.db, SESSION_TOKEN, settings)
    answer.then(
      (value) => {
        const body = JSON.stringify(value)
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        })
        response.end(body)
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  .listen(Number(PORT), '127.0.0.1', () => console.log('listening'))
