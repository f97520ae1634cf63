// Booking writes: students ask for many distinct hours at once (50 connections), and
// afterwards every acknowledged booking must be in its student's list — none lost. One
// student's requests queue behind each other (each takes the student's lock, so a student is
// never in two sessions at once): the load is spread over students, as a business's is.
import autocannon from 'autocannon'
import { CONNECTIONS } from './measure.mjs'
import { bookingBody, createBenchStudent } from './fixtures.mjs'

const STUDENTS = 20
/** Each student's requests: hours on days ahead the booking form accepts. */
const REQUESTS_PER_STUDENT = 60

export async function benchWrites(url, dataDir, database) {
  const students = []
  for (let i = 0; i < STUDENTS; i++) students.push(await createBenchStudent(url, dataDir, 0))
  let next = 0
  let acknowledged = 0
  // Timed here, to the last answer: autocannon's own duration ends at its next one-second
  // sample after the last answer, which made 3.1 s of writes count as 4 (1,200 in "4.01 s").
  let lastAnswerAt = 0
  const startedAt = performance.now()
  const result = await autocannon({
    url: `${url}/api/bookings`,
    connections: CONNECTIONS,
    amount: STUDENTS * REQUESTS_PER_STUDENT,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(url).origin },
        // Round robin: the n-th request is student n mod 20's (n / 20)-th distinct hour.
        setupRequest: (request) => {
          const n = next++
          const student = students[n % STUDENTS]
          return {
            ...request,
            headers: { ...request.headers, cookie: student.cookie },
            body: JSON.stringify(bookingBody(Math.floor(n / STUDENTS))),
          }
        },
        onResponse: (status) => {
          if (status === 201) acknowledged++
          lastAnswerAt = performance.now()
        },
      },
    ],
  })
  let stored = 0
  for (const student of students) {
    const list = await fetch(`${url}/api/bookings`, { headers: { cookie: student.cookie } })
    stored += (await list.json()).length
  }
  return {
    measure: `POST /api/bookings, ${STUDENTS} students (${database})`,
    'writes/s': Math.round(acknowledged / ((lastAnswerAt - startedAt) / 1000)),
    acknowledged,
    stored,
    lost: acknowledged - stored,
    errors: result.errors,
  }
}
