import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runAhead } from '../lib/clock.ts'

export const TEST_CLOCK_HEADER = 'x-test-clock-ahead-ms'

/**
 * End-to-end tests only (TEST_CLOCK, refused unless NODE_ENV=test): a request carrying
 * `x-test-clock-ahead-ms` is handled as if it came that many milliseconds later, so a test
 * completes a session "after its start" without waiting for it. Per request, so the tests
 * running beside it on the same server keep the real time. Entered before the handler,
 * after the body is read: a body's stream events would otherwise run outside it.
 */
export const testClockPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const header = request.headers[TEST_CLOCK_HEADER]
    const offsetMs = typeof header === 'string' ? Number(header) : 0
    if (!Number.isSafeInteger(offsetMs) || offsetMs === 0) return done()
    runAhead(offsetMs, done)
  })
})
