import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart } from '#tests/support/multipart.ts'
import { paddedPdf, samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

/**
 * A bounded, deterministic fuzzer driven by the OpenAPI document (decision 010). For every
 * operation it sends requests built from the document's own schemas — a few valid ones
 * and many invalid ones (wrong types, missing fields, out-of-range numbers, huge strings,
 * NUL characters, malformed JSON and multipart, wrong content types, implausible path
 * parameters, no origin) — as a visitor, a student and an administrator, and checks each
 * answer against the document: never a 5xx, only a status the operation lists, and a body
 * of the listed content type that its schema accepts.
 */

// Fixed, so every run sends the same requests; FUZZ_SEED=n explores others by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_0025)
const BODY_LIMIT = 4096
const UPLOAD_LIMIT = 4096

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface Schema {
  $ref?: string
  type?: string | string[]
  enum?: Json[]
  const?: Json
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  multipleOf?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  default?: Json
}
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  security?: Array<Record<string, string[]>>
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (probability: number) => next() < probability,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16))
      hex[12] = '4'
      hex[16] = '89ab'[Math.floor(next() * 4)]!
      const s = hex.join('')
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
    },
    word: (length: number) =>
      Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]).join(''),
  }
}
type Random = ReturnType<typeof seededRandom>

/** Percent-encodes text; a lone surrogate, which UTF-8 cannot hold, as the bytes a careless client sends. */
const encodeLoose = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Values from the document's schemas: plausible ones, and ones each keyword refuses. */
class Values {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly random: Random,
  ) {}

  resolve(schema: Schema): Schema {
    let current = schema
    while (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '')
      current = this.document.components.schemas[name] ?? {}
    }
    return current
  }

  private typeOf(schema: Schema): string | undefined {
    return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type
  }

  /** A value the schema accepts, shaped by the field's name where text says little. */
  valid(raw: Schema, name = '', depth = 0): Json {
    const schema = this.resolve(raw)
    const { random } = this
    if (schema.const !== undefined) return schema.const
    if (schema.enum) {
      const choices = schema.enum.filter((value) => value !== '')
      return random.pick(choices.length > 0 ? choices : schema.enum)
    }
    const branches = schema.anyOf ?? schema.oneOf
    if (branches) {
      const real = branches.filter((branch) => this.resolve(branch).type !== 'null')
      return this.valid(
        random.pick(real.length > 0 && random.chance(0.85) ? real : branches),
        name,
        depth,
      )
    }
    if (schema.allOf)
      return this.valid(Object.assign({}, ...schema.allOf.map((s) => this.resolve(s))), name, depth)
    switch (this.typeOf(schema)) {
      case 'null':
        return null
      case 'boolean':
        return random.chance(0.5)
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1
        const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1, min + 1000)
        const step = schema.multipleOf ?? 1
        return Math.ceil(random.int(Math.max(min, 0), Math.max(max, 0)) / step) * step
      }
      case 'array': {
        if (depth > 4) return []
        const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3))
        return Array.from({ length: count }, () => this.valid(schema.items ?? {}, name, depth + 1))
      }
      case 'object': {
        const object: Record<string, Json> = {}
        if (depth > 4) return object
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || random.chance(0.6)) {
            object[key] = this.valid(property, key, depth + 1)
          }
        }
        return object
      }
      default:
        return this.text(schema, name)
    }
  }

  private text(schema: Schema, name: string): string {
    const { random } = this
    const fit = (value: string) => {
      const max = schema.maxLength ?? 200
      const min = schema.minLength ?? 0
      return value.length > max ? value.slice(0, max) : value.padEnd(min, 'x')
    }
    if (schema.format === 'uuid') return random.uuid()
    if (schema.format === 'email' || /email/.test(name)) return `fuzz-${random.word(6)}@example.com`
    if (schema.format === 'date-time') return new Date(Date.now() + 864e6).toISOString()
    if (schema.format === 'uri' || /link|url|website/.test(name))
      return fit('https://example.com/fuzz')
    if (schema.pattern === '^[0-9]+$') return String(random.int(1, 500))
    if (/password/i.test(name)) return 'Fuzz-Passw0rd-81'
    if (/(^|_)date$|^(from|to)$/.test(name)) return inDays(random.int(2, 40))
    if (/time$/.test(name)) return random.pick(['09:00', '10:00', '14:00'])
    if (/phone/.test(name)) return '082 123 4567'
    if (/token|key/.test(name)) return fit(random.word(32))
    return fit(`${random.word(random.int(3, 8))} ${random.word(random.int(2, 9))}`)
  }

  /** Values the schema refuses: of another type, out of its bounds, holding NUL, too big. */
  invalid(raw: Schema): Json[] {
    const schema = this.resolve(raw)
    const branches = schema.anyOf ?? schema.oneOf
    const types = new Set(
      (branches ?? [schema]).map((branch) => this.typeOf(this.resolve(branch)) ?? 'any'),
    )
    const values: Json[] = []
    if (schema.enum) values.push('not-one-of-them')
    if (types.has('string')) {
      values.push('a\u0000b', 'lone \ud800 surrogate')
      if (!types.has('integer') && !types.has('number')) values.push(12_345)
      const max = schema.maxLength ?? branches?.map((b) => this.resolve(b).maxLength).find(Boolean)
      if (max !== undefined && max < BODY_LIMIT) values.push('y'.repeat(max + 1))
      values.push('z'.repeat(BODY_LIMIT + 64))
    }
    for (const branch of branches ?? [schema]) {
      const resolved = this.resolve(branch)
      const type = this.typeOf(resolved)
      if (type !== 'integer' && type !== 'number') continue
      values.push('12abc', true)
      if (type === 'integer') values.push(1.5)
      if (resolved.maximum !== undefined) values.push(resolved.maximum + 1)
      if (resolved.minimum !== undefined) values.push(resolved.minimum - 1)
      values.push(2 ** 53 + 2)
    }
    if (types.has('boolean')) values.push('maybe')
    if (types.has('object')) values.push('an object was expected', [])
    if (types.has('array')) values.push({ not: 'a list' })
    return values
  }
}

interface FuzzRequest {
  label: string
  options: InjectOptions
  /** Sent without our Origin (the injected request otherwise carries it). */
  noOrigin?: boolean
}

/** The answer checked against the document; a list of what it got wrong. */
function checkAnswer(
  ajv: Ajv2020,
  method: string,
  path: string,
  operation: Operation,
  res: LightMyRequestResponse,
): string[] {
  const status = String(res.statusCode)
  if (res.statusCode >= 500) return [`answered ${status}: ${res.body.slice(0, 200)}`]
  const documented = operation.responses[status]
  if (!documented)
    return [`answered ${status}, which the document does not list: ${res.body.slice(0, 200)}`]
  const content = documented.content
  if (!content)
    return res.body === '' ? [] : [`answered ${status} with a body the document says it has not`]
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
  if (!content[type])
    return [`answered ${status} as ${type || 'no type'}, not ${Object.keys(content).join(' or ')}`]
  if (type !== 'application/json') return []
  const pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`
  const validate = ajv.getSchema(`openapi.json#${pointer}`)
  if (!validate) return [`no schema to check ${status} against`]
  let body: unknown
  try {
    body = res.json()
  } catch {
    return [`answered ${status} with a body that is not JSON`]
  }
  if (validate(body)) return []
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
  return [`answered ${status} with a body its schema refuses (${errors.slice(0, 3).join('; ')})`]
}

let t: TestApp
let document: OpenApiDocument
let ajv: Ajv2020
let tutorId: number
beforeAll(async () => {
  t = await createTestApp({
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT),
    // Google sign-in configured, so its routes answer as in production rather than 503. No
    // request the fuzzer makes reaches Google: the callback stops at the missing flow cookie.
    GOOGLE_CLIENT_ID: 'fuzz-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
  })
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  document = res.json<OpenApiDocument>()
  ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema(document, 'openapi.json')
  tutorId = (await createTutor(t.database.db)).id
})
afterAll(async () => t.close())

const IMPLAUSIBLE_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  'not-an-id',
  '%00',
  '%ff',
  '%F0%9F%98%80',
  'x'.repeat(101),
  '..%2F..%2Fetc%2Fpasswd',
]

describe('the API as its OpenAPI document describes it', () => {
  it('answers generated valid and invalid requests only as documented, never 5xx', async () => {
    const random = seededRandom(SEED)
    const values = new Values(document, random)
    const failures = new Map<string, string>()
    let sent = 0

    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // Fresh accounts per operation: one may sign out, delete itself or lose its role.
        const student = await createStudent(t)
        const admin = await createStudent(t, { role: 'admin' })
        const parameters = operation.parameters ?? []
        const pathParams = parameters.filter((p) => p.in === 'path')
        const queryParams = parameters.filter((p) => p.in === 'query')
        const headerParams = parameters.filter((p) => p.in === 'header')
        const needsSession = (operation.security ?? []).every((s) => Object.keys(s).length > 0)
        const mediaTypes = Object.keys(operation.requestBody?.content ?? {})
        const changesState = method !== 'get'

        const plausible = (parameter: Parameter, who: TestStudent | null): string => {
          const schema = values.resolve(parameter.schema)
          if (schema.type === 'integer')
            return String(random.pick([tutorId, 1, random.int(2, 999)]))
          if (schema.enum) return String(random.pick(schema.enum))
          if (parameter.name === 'gateway') return random.pick(['sandbox', 'peach'])
          if (parameter.name === 'token') return random.word(43)
          return random.pick([random.uuid(), who?.id ?? random.uuid()])
        }
        const urlOf = (who: TestStudent | null, override?: Record<string, string>, query = '') => {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
            if (override?.[name] !== undefined) return override[name]
            const parameter = pathParams.find((p) => p.name === name)!
            return encodeURIComponent(plausible(parameter, who))
          })
          return query ? `${filled}?${query}` : filled
        }
        const validQuery = () => {
          const search = new URLSearchParams()
          for (const parameter of queryParams) {
            if (parameter.required || random.chance(0.5)) {
              search.set(parameter.name, String(values.valid(parameter.schema, parameter.name)))
            }
          }
          return search.toString()
        }
        const validHeaders = (): Record<string, string> => {
          const headers: Record<string, string> = {}
          for (const parameter of headerParams) {
            if (parameter.required || random.chance(0.5))
              headers[parameter.name] = `fuzz-${random.word(16)}`
          }
          return headers
        }
        const jsonBody = (body: unknown, headers: Record<string, string> = {}) => ({
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...headers },
        })

        const formFields = (schema: Schema) => {
          const fields: Record<string, string> = {}
          const generated = values.valid(schema) as Record<string, Json>
          for (const [key, value] of Object.entries(generated)) {
            if (values.resolve(schema.properties?.[key] ?? {}).format === 'binary') continue
            fields[key] = typeof value === 'string' ? value : JSON.stringify(value)
          }
          return fields
        }
        const fileFor = (schema: Schema) => {
          const fileField = Object.entries(schema.properties ?? {}).find(
            ([, property]) => values.resolve(property).format === 'binary',
          )
          const description = String(
            (fileField?.[1] as { description?: string } | undefined)?.description ?? '',
          )
          const image = /image\//.test(description)
          return {
            field: fileField?.[0] ?? 'file',
            file: image
              ? { name: 'photo.png', content: samplePng(), type: 'image/png' }
              : { name: 'notes.pdf', content: samplePdf(), type: 'application/pdf' },
          }
        }

        /** The requests one caller sends: a couple of valid ones, then the refused kinds. */
        const requestsFor = async (
          who: TestStudent | null,
          full: boolean,
        ): Promise<FuzzRequest[]> => {
          const requests: FuzzRequest[] = []
          const add = (label: string, options: Omit<InjectOptions, 'method'>, noOrigin = false) =>
            requests.push({
              label,
              options: { method: method.toUpperCase() as 'GET', ...options },
              noOrigin,
            })
          const validBody = async (): Promise<Omit<InjectOptions, 'method' | 'url'>> => {
            if (mediaTypes.includes('multipart/form-data')) {
              const schema = operation.requestBody!.content['multipart/form-data']!.schema
              const { field, file } = fileFor(schema)
              return multipart(formFields(schema), random.chance(0.8) ? file : undefined, field)
            }
            if (mediaTypes.includes('application/json')) {
              const schema = operation.requestBody!.content['application/json']!.schema
              return jsonBody(values.valid(schema), validHeaders())
            }
            return { headers: validHeaders() }
          }

          for (let i = 0; i < (full ? 2 : 1); i++) {
            add(`valid #${i + 1}`, {
              url: urlOf(who, undefined, validQuery()),
              ...(await validBody()),
            })
          }
          if (!full) {
            if (pathParams[0]) {
              add('implausible path', {
                url: urlOf(who, { [pathParams[0].name]: random.pick(IMPLAUSIBLE_SEGMENTS) }),
              })
            } else add('NUL in the query', { url: urlOf(who, undefined, 'q=%00') })
            return requests
          }

          for (const parameter of pathParams) {
            for (const segment of [
              random.pick(IMPLAUSIBLE_SEGMENTS),
              random.pick(IMPLAUSIBLE_SEGMENTS),
            ]) {
              add(`path ${parameter.name}=${segment.slice(0, 20)}`, {
                url: urlOf(who, { [parameter.name]: segment }),
                ...(await validBody()),
              })
            }
          }
          add('NUL in an undeclared query parameter', { url: urlOf(who, undefined, 'fuzz=%00') })
          if (queryParams[0]) {
            const name = encodeURIComponent(queryParams[0].name)
            add('a query parameter given twice', {
              url: urlOf(who, undefined, `${name}=1&${name}=2`),
            })
          }
          for (const parameter of queryParams) {
            const refused = values.invalid(parameter.schema)
            if (refused.length === 0) continue
            const wrong = random.pick(refused)
            const text = typeof wrong === 'string' ? wrong : JSON.stringify(wrong)
            add(`query ${parameter.name} invalid`, {
              url: urlOf(
                who,
                undefined,
                `${encodeURIComponent(parameter.name)}=${encodeLoose(text)}`,
              ),
            })
          }

          if (!changesState) return requests
          add('no Origin', { url: urlOf(who), ...(await validBody()) }, true)
          add('another origin', {
            url: urlOf(who),
            payload: '{}',
            headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
          })
          add('text/plain body', {
            url: urlOf(who),
            payload: 'hello',
            headers: { 'content-type': 'text/plain' },
          })
          for (const type of [
            'application/json; charset=utf-16',
            'Application/JSON',
            'application/x-www-form-urlencoded',
          ]) {
            add(`body as ${type}`, {
              url: urlOf(who),
              payload: '{}',
              headers: { 'content-type': type },
            })
          }
          add('malformed JSON', {
            url: urlOf(who),
            payload: '{"a":',
            headers: { 'content-type': 'application/json' },
          })
          add('JSON of another shape', {
            url: urlOf(who),
            ...jsonBody(random.pick([[], 'text', 42, null])),
          })
          add('prototype keys', {
            url: urlOf(who),
            payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
            headers: { 'content-type': 'application/json' },
          })
          add('huge JSON body', {
            url: urlOf(who),
            ...jsonBody({ fuzz: 'h'.repeat(BODY_LIMIT + 10) }),
          })

          if (mediaTypes.includes('application/json')) {
            const schema = values.resolve(
              operation.requestBody!.content['application/json']!.schema,
            )
            if (schema.required?.length)
              add('missing required fields', { url: urlOf(who), ...jsonBody({}) })
            const properties = Object.entries(schema.properties ?? {})
            for (const [name, property] of properties.length > 3
              ? [random.pick(properties), random.pick(properties), random.pick(properties)]
              : properties) {
              const base = values.valid(schema) as Record<string, Json>
              const refused = values.invalid(property)
              if (refused.length === 0) continue
              for (const wrong of [random.pick(refused), random.pick(refused)]) {
                add(`body ${name}=${JSON.stringify(wrong).slice(0, 24)}`, {
                  url: urlOf(who),
                  ...jsonBody({ ...base, [name]: wrong }),
                })
              }
            }
          }
          if (mediaTypes.includes('multipart/form-data')) {
            const schema = values.resolve(
              operation.requestBody!.content['multipart/form-data']!.schema,
            )
            const { field, file } = fileFor(schema)
            const fields = formFields(schema)
            add('empty form', { url: urlOf(who), ...(await multipart({})) })
            const name = random.pick(
              Object.keys(fields).length > 0 ? Object.keys(fields) : ['title'],
            )
            add('NUL in a form field', {
              url: urlOf(who),
              ...(await multipart({ ...fields, [name]: 'a\u0000b' }, file, field)),
            })
            add('field of another type', {
              url: urlOf(who),
              ...(await multipart({ ...fields, [name]: 'z'.repeat(3000) }, file, field)),
            })
            add('file too large', {
              url: urlOf(who),
              ...(await multipart(
                fields,
                { ...file, content: paddedPdf(UPLOAD_LIMIT + 100) },
                field,
              )),
            })
            add('file of another type', {
              url: urlOf(who),
              ...(await multipart(
                fields,
                { name: 'notes.pdf', content: Buffer.from('GIF89a not a pdf'), type: 'image/gif' },
                field,
              )),
            })
            add('too many parts', {
              url: urlOf(who),
              ...(await multipart(
                Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra${i}`, 'x'])),
              )),
            })
            add('a field over the field limit', {
              url: urlOf(who),
              ...(await multipart({ ...fields, [name]: 'w'.repeat(70_000) }, file, field)),
            })
            add('multipart with another boundary', {
              url: urlOf(who),
              payload:
                '--other\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--other--\r\n',
              headers: { 'content-type': 'multipart/form-data; boundary=expected' },
            })
            add('multipart cut off', {
              url: urlOf(who),
              payload: '--cut\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf',
              headers: { 'content-type': 'multipart/form-data; boundary=cut' },
            })
          }
          if (operation.requestBody?.required === false) add('no body', { url: urlOf(who) })
          return requests
        }

        const callers: Array<[string, TestStudent | null]> = [
          ['visitor', null],
          ['student', student],
          ['admin', admin],
        ]
        for (const [role, who] of callers) {
          const full = who !== null || !needsSession
          for (const request of await requestsFor(who, full)) {
            const headers = { ...(who ? { cookie: who.cookie } : {}), ...request.options.headers }
            const options = { ...request.options, headers }
            const res = request.noOrigin ? await t.app.inject(options) : await t.request(options)
            sent++
            for (const problem of checkAnswer(ajv, method, path, operation, res)) {
              const key = `${method.toUpperCase()} ${path} ${res.statusCode} ${problem.slice(0, 60)}`
              if (!failures.has(key))
                failures.set(
                  key,
                  `${method.toUpperCase()} ${path} as ${role}, ${request.label}: ${problem}`,
                )
            }
          }
        }
      }
    }

    expect([...failures.values()]).toEqual([])
    expect(sent).toBeGreaterThan(1000)
  }, 180_000)
})
