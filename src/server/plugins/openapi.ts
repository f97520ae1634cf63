import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Maths tutoring platform API',
        description: 'JSON API behind the web client. Errors are `{ "error": "…" }`.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
