import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { apiMessages } from '#shared/messages.ts'
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

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[name] ??= issue.message ?? apiMessages.invalidInput
      }
      const first = Object.values(fields)[0]
      return reply.status(400).send({ error: first ?? apiMessages.invalidInput, fields })
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
