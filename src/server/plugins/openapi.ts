import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { $ZodTypes, JSONSchema } from 'zod/v4/core'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import type { MultipartFormSpec } from '../uploads/multipart-form.ts'
import { requireAdmin, requireTutor, requireUser, requireVerified } from './auth.ts'
import { requireSameOrigin } from './security.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on who is signed in, though no session is needed (a booking's
     * payment, a member's view of the library): the document lists the session as optional.
     * A session the route requires is read from its guard (`requireUser`…), not from here.
     */
    session?: 'optional'
  }
}

/**
 * The OpenAPI document (decision 010), generated from the zod schemas the routes validate
 * with, plus what every route shares, derived here from each route's options so it cannot
 * drift from what the server does:
 * - the session (the `cookieAuth` scheme): required where a guard runs at onRequest,
 *   optional where the route says `config.session: 'optional'`, none elsewhere;
 * - the refusals the plugins answer before or around the handler (see `refusalsOf`);
 * - multipart request bodies from `config.multipartForm`, the form the handler reads;
 * - no content on 204, and `Error` as one component.
 * A route's own statuses, and their bodies, are its `schema.response`.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maths tutoring platform API',
        description: [
          'The JSON API behind the web client.',
          '',
          'Every refusal is `{ "error": "…" }`, a sentence for the user, with `fields` naming each invalid field of a form. A state-changing request (POST, PUT, PATCH, DELETE) must carry an `Origin` (or `Referer`) of this site, and a body of the type the operation lists (JSON unless it says otherwise). Who may call is decided before what was sent: a visitor hears 401 and a wrong role 403 before any 415 or 400.',
          '',
          "A signed-in request carries the session cookie (`cookieAuth`) that signing in sets. Any request may also meet 503 while the server shuts down, or 408 when it doesn't arrive in time; neither is listed per operation.",
        ].join('\n'),
        version: '1',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: app.config.sessions.cookieName,
            description:
              'The session cookie set by signing in (HttpOnly, SameSite=Lax); `__Host-session` on an https production site.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: documentShared,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Why a status may be answered, by what decides it. */
const REFUSALS = {
  input:
    'The request cannot be read or its input breaks a rule: a NUL character anywhere (path, query or body), a path that cannot be decoded, malformed JSON or multipart, a field that fails its schema (`fields` names each).',
  session: 'Not signed in, or the session has ended.',
  verified: 'The account’s email address is not verified yet.',
  admin: 'Only an administrator may do this.',
  tutor: 'Only an account linked to a tutor (D25) may do this.',
  logoutOrigin: 'The request came from another site (`Sec-Fetch-Site`, `Origin` or `Referer`).',
  origin: 'The request did not come from this site: its `Origin` (or `Referer`) is another.',
  record: 'The path names no record: none has this id, or the value cannot be one.',
  longParam: 'A path parameter is longer than 100 characters.',
  bodyLimit: 'The body is larger than the server takes (`BODY_LIMIT_BYTES`).',
  upload: 'The file is larger than the server takes (`UPLOAD_MAX_BYTES`).',
  json: 'The body is not `application/json`.',
  multipart: 'The body is not `multipart/form-data`.',
  otherType: 'The body is not of a type this operation takes.',
  rateLimit: 'Too many requests from this client; `Retry-After` says when to try again.',
} as const
type Refusal = keyof typeof REFUSALS

/** What an operation's own status means, when its schema says no more. */
const OWN_STATUS = {
  200: 'Done.',
  201: 'Created.',
  204: 'Done; no content.',
  400: 'The input breaks a rule of this operation.',
  401: 'Not signed in, or the credentials or signature are wrong.',
  402: 'The payment did not go through, or is still owed.',
  403: 'Refused for this account.',
  404: 'Not found: no such record, or the link is not valid.',
  409: 'Conflicts with the record’s current state (already taken, already done).',
  410: 'The link has been used or has expired.',
  413: 'The content is too large.',
  422: 'The request cannot be carried out as asked.',
  429: 'Too many attempts; `Retry-After` says when to try again.',
  502: 'An outside service (the payment gateway) failed to answer.',
  503: 'Not available: an outside service is not configured, or the database is not answering.',
} as Record<string, string>

type RouteInput = Parameters<SwaggerTransform>[0]

/**
 * zod's JSON Schema for a request shows a pipe by its input side, so `z.string().pipe(
 * z.enum(…))` (a choice with its own message) would read as any string. The truth for a
 * caller is the output side's choices or format: they are added to the text. The rest is
 * what fastify-type-provider-zod's own override does for OpenAPI 3.1 (it is replaced by
 * this one): no empty branches in a union, dates and `undefined` as they are sent.
 */
function documentedSchema(ctx: {
  zodSchema: $ZodTypes
  jsonSchema: JSONSchema.BaseSchema
  io: 'input' | 'output'
}) {
  const { zodSchema, jsonSchema, io } = ctx
  const def = zodSchema._zod.def
  if (def.type === 'union' && jsonSchema.anyOf) {
    jsonSchema.anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0)
  }
  if (def.type === 'date' && io === 'output')
    Object.assign(jsonSchema, { type: 'string', format: 'date-time' })
  if (def.type === 'undefined' && io === 'output') jsonSchema.type = 'null'
  if (def.type === 'pipe' && io === 'input' && jsonSchema.type === 'string') {
    const out = z.toJSONSchema(def.out as z.ZodType, { io: 'output', unrepresentable: 'any' })
    if (Array.isArray(out.enum) && out.enum.every((value) => typeof value === 'string')) {
      jsonSchema.enum = out.enum
    }
    if (typeof out.const === 'string') jsonSchema.const = out.const
    if (typeof out.format === 'string' && !jsonSchema.format) jsonSchema.format = out.format
  }
}

const requestTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => documentedSchema({ ...ctx, io: 'input' }) },
})
const responseTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => documentedSchema({ ...ctx, io: 'output' }) },
})

/** The route's zod schemas as JSON Schema: what it reads as input, what it answers as output. */
const jsonSchemaTransform: SwaggerTransform = (input) => {
  const { response, ...request } = input.schema as JsonObject
  const requestPart = requestTransform({ ...input, schema: request })
  if (!response || (requestPart.schema as JsonObject).hide) return requestPart
  const responsePart = responseTransform({ ...input, schema: { response } })
  return {
    url: requestPart.url,
    schema: { ...requestPart.schema, response: responsePart.schema.response },
  }
}
type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function guardsOf(route: RouteOptions) {
  const hooks = [route.onRequest ?? []].flat()
  const has = (guard: unknown) => hooks.some((hook) => hook === guard)
  return {
    session: has(requireUser) || has(requireVerified) || has(requireAdmin) || has(requireTutor),
    verified: has(requireVerified),
    admin: has(requireAdmin),
    tutor: has(requireTutor),
    sameOrigin: has(requireSameOrigin),
  }
}

/**
 * The statuses the shared plugins answer on this route, each with its reasons: derived
 * from the route's method, path, guards and config, as the plugins decide them.
 */
function refusalsOf(route: RouteOptions, method: string, url: string): Record<string, Refusal[]> {
  const refusals: Record<string, Refusal[]> = {}
  const add = (status: number, reason: Refusal) => (refusals[status] ??= []).push(reason)
  const guards = guardsOf(route)
  const config = route.config ?? {}
  const changesState = !SAFE_METHODS.has(method)
  const multipart = config.contentTypes?.includes('multipart/form-data') ?? false
  // plugins/hostile-input.ts: the query string is read on every route.
  add(400, 'input')
  if (guards.session) add(401, 'session')
  if (guards.verified) add(403, 'verified')
  if (guards.admin) add(403, 'admin')
  if (guards.tutor) add(403, 'tutor')
  if (guards.sameOrigin) add(403, 'logoutOrigin')
  if (changesState && !config.allowCrossOrigin) add(403, 'origin')
  if (url.includes(':')) {
    add(404, 'record')
    add(414, 'longParam')
  }
  if (changesState) {
    add(413, multipart ? 'upload' : 'bodyLimit')
    add(415, multipart ? 'multipart' : config.contentTypes ? 'otherType' : 'json')
  }
  if (config.rateLimit !== false) add(429, 'rateLimit')
  return refusals
}

/** `POST /api/admin/bookings/:id/confirm` → `postAdminBookingsByIdConfirm`. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by ${word.slice(1)}` : word))
    .join(' ')
    .split(' ')
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('')
}

/**
 * An integer a path or query carries (`strictInteger`: a JSON integer or its digits) is
 * text on the wire either way, so a parameter documents it as the integer it must be.
 */
function integerParameters(schema: unknown): void {
  if (!isObject(schema) || !isObject(schema.properties)) return
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property) || !Array.isArray(property.anyOf)) continue
    const integer = property.anyOf.find((branch) => isObject(branch) && branch.type === 'integer')
    if (!isObject(integer)) continue
    const { anyOf: _anyOf, ...rest } = property
    schema.properties[name] = { ...rest, ...integer }
  }
}

/** A multipart form as OpenAPI describes it: its text fields and its file. */
function multipartBody(input: RouteInput, form: MultipartFormSpec): JsonObject {
  const { schema } = jsonSchemaTransform({ ...input, schema: { body: form.fields } })
  const fields = (schema as JsonObject).body as JsonObject
  const properties = isObject(fields.properties) ? fields.properties : {}
  const required = Array.isArray(fields.required) ? (fields.required as string[]) : []
  return {
    ...fields,
    properties: {
      ...properties,
      [form.file.field]: {
        type: 'string',
        format: 'binary',
        description: `${form.file.description} (${form.file.mediaTypes.join(', ')}).`,
      },
    },
    required: form.file.required ? [...required, form.file.field] : required,
  }
}

/** Per route: the zod schemas as JSON Schema, and what the route's options tell. */
const documentRoute: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input)
  const schema = transformed.schema as JsonObject
  if (schema.hide) return transformed
  const { route, url } = input
  const method = [route.method].flat()[0] ?? 'GET'
  const config = route.config ?? {}
  const guards = guardsOf(route)

  schema.operationId ??= operationIdOf(method, url)
  schema.security = guards.session
    ? [{ cookieAuth: [] }]
    : config.session === 'optional'
      ? [{ cookieAuth: [] }, {}]
      : []
  integerParameters(schema.querystring)
  integerParameters(schema.params)

  if (config.multipartForm) {
    schema.body = multipartBody(input, config.multipartForm)
    schema.consumes = ['multipart/form-data']
  } else if (!schema.body && config.contentTypes) {
    // A body the handler reads as it came (a gateway's notification), of the listed types.
    schema.body = { description: 'Read unparsed by the handler.' }
    schema.consumes = [...config.contentTypes]
  }
  const body: unknown = input.schema.body
  if (body instanceof z.ZodType && body.safeParse(undefined).success) {
    schema['x-body-optional'] = true
  }
  schema['x-refusals'] = refusalsOf(route, method, url)
  return transformed
}

/**
 * The whole document: the shared refusals become responses (their reasons joined), 204s
 * carry no content, an optional body is not required, and the error body is one component.
 */
const documentShared: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) throw new Error('An OpenAPI 3 document is expected')
  const document = documentObject.openapiObject as JsonObject
  const errorSchema = errorJsonSchema()
  const errorKey = JSON.stringify(errorSchema)
  const errorRef = { $ref: '#/components/schemas/Error' }
  const operationIds = new Set<string>()

  for (const pathItem of Object.values((document.paths ?? {}) as JsonObject)) {
    if (!isObject(pathItem)) continue
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue
      const id = String(operation.operationId)
      if (operationIds.has(id)) throw new Error(`Two operations have the id ${id}`)
      operationIds.add(id)

      const responses = operation.responses
      for (const [status, response] of Object.entries(responses)) {
        if (!isObject(response)) continue
        if (response.description === 'Default Response') {
          response.description = OWN_STATUS[status] ?? 'Done.'
        }
        if (status === '204') delete response.content
        for (const media of Object.values(isObject(response.content) ? response.content : {})) {
          if (isObject(media) && JSON.stringify(media.schema) === errorKey) media.schema = errorRef
        }
      }

      const refusals = (operation['x-refusals'] ?? {}) as Record<string, Refusal[]>
      delete operation['x-refusals']
      for (const [status, reasons] of Object.entries(refusals)) {
        // A route that also answers this status for its own reason says so in its summary
        // or description; the shared reasons are listed here.
        responses[status] = {
          description: reasons.map((reason) => REFUSALS[reason]).join(' '),
          content: { 'application/json': { schema: errorRef } },
        }
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      )

      if (operation['x-body-optional'] && isObject(operation.requestBody)) {
        operation.requestBody.required = false
      }
      delete operation['x-body-optional']
    }
  }

  const components = (document.components ?? {}) as JsonObject
  components.schemas = { ...(isObject(components.schemas) ? components.schemas : {}) }
  ;(components.schemas as JsonObject).Error = errorSchema
  document.components = components
  return document
}

function errorJsonSchema(): JsonObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ErrorResponseSchema, {
    target: 'draft-2020-12',
    io: 'output',
  })
  return schema
}
