import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refuseNul } from '../lib/nul-character.ts'

/**
 * One check for every route's parsed input (decision 003): a NUL character in the body,
 * the query or the path parameters is refused with 400 before any handler or database
 * sees it. It runs at preValidation, after the routes' onRequest guards (a visitor is
 * told to sign in, not what their input held) and before the schemas' transforms.
 * Multipart fields are read in the handler, so `readMultipartForm` checks those.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params, request.query, request.body)
  })
})
