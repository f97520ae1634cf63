// Booking writes: one student asks for many distinct hours at once (50 connections), and
// afterwards every acknowledged booking must be in the student's list — none lost.
import autocannon from 'autocannon'
import { CONNECTIONS } from './measure.mjs'
import { bookingBody, createBenchStudent } from './fixtures.mjs'

/** Days ahead the booking form accepts, times ten hours a day. */
const DISTINCT_REQUESTS = 80 * 10

export async function benchWrites(url, dataDir, database) {
  const student = await createBenchStudent(url, dataDir, 0)
  let next = 0
  let acknowledged = 0
  const result = await autocannon({
    url: `${url}/api/bookings`,
    connections: CONNECTIONS,
    amount: DISTINCT_REQUESTS,
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: new URL(url).origin,
          cookie: student.cookie,
        },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(bookingBody(next++)) }),
        onResponse: (status) => {
          if (status === 201) acknowledged++
        },
      },
    ],
  })
  const stored = (
    await (await fetch(`${url}/api/bookings`, { headers: { cookie: student.cookie } })).json()
  ).length
  return {
    measure: `POST /api/bookings (${database})`,
    'writes/s': Math.round(acknowledged / result.duration),
    acknowledged,
    stored,
    lost: acknowledged - stored,
    errors: result.errors,
  }
}
