import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { apiMessages } from '#shared/messages.ts'
import { isDataException } from '../lib/db-errors.ts'
import { DomainError } from '../lib/errors.ts'

/** One place maps every failure to `{ error, fields? }`; nothing internal leaks out. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(error.statusCode)
        .send(
          error.fields ? { error: error.message, fields: error.fields } : { error: error.message },
        )
    }

    // An address no route serves is a 404, even when its body could not be parsed.
    if (request.is404 && (error.statusCode ?? 500) < 500) {
      return reply.status(404).send({ error: apiMessages.notFound })
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[name] ??= issue.message ?? apiMessages.invalidInput
      }
      const first = Object.values(fields)[0]
      // A path that cannot name a record (an id out of its column's range, an unknown kind)
      // names none: 404, like any missing record, not a form's field error.
      if (error.validationContext === 'params') {
        return reply.status(404).send({ error: first ?? apiMessages.notFound })
      }
      return reply.status(400).send({ error: first ?? apiMessages.invalidInput, fields })
    }

    // The safety net behind the input checks (decision 003): a value PostgreSQL cannot take
    // (SQLSTATE class 22: bad text for a number, out of range, NUL, bad date) is the
    // caller's input, not our failure. Logged as a warning: a check upstream missed it.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database cannot take')
      return reply.status(400).send({ error: apiMessages.invalidInput })
    }

    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ error: apiMessages.internal })
    }
    const known: Record<string, string> = {
      FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
      FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.malformedJson,
      FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.malformedJson,
      FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.malformedJson,
    }
    const message =
      known[error.code] ?? (error instanceof SyntaxError ? apiMessages.malformedJson : undefined)
    request.log.info({ err: error }, 'request refused')
    // Fastify's own 4xx messages are safe sentences, but keep them out of the contract.
    return reply.status(status).send({ error: message ?? apiMessages.invalidInput })
  })
})

/**
 * Failures Fastify meets before any route or hook runs, answered `{ error }` like the rest
 * instead of Fastify's own body: a badly encoded path (`/api/tutors/%ff`) or an over-long
 * path parameter.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('x-request-id', request.id)
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ err: error }, 'request refused')
    void reply.status(400).send({ error: apiMessages.badUrl })
    return
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err: error }, 'request refused')
    void reply.status(414).send({ error: apiMessages.urlTooLong })
    return
  }
  request.log.error({ err: error }, 'request failed')
  void reply.status(500).send({ error: apiMessages.internal })
}
