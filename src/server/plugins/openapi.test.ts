import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '#server/lib/project-root.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

interface Operation {
  summary?: string
  security?: Array<Record<string, string[]>>
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
  parameters?: Array<{ name: string; in: string; schema: Schema }>
  responses: Record<string, { description: string; content?: Record<string, unknown> }>
}
interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  [keyword: string]: unknown
}
interface Document {
  openapi: string
  servers: Array<{ url: string }>
  components: { securitySchemes: Record<string, Record<string, string>> }
  paths: Record<string, Record<string, Operation>>
}

// A public address: Redocly's recommended rules refuse a localhost server.
const PUBLIC_URL = 'https://maths-tutoring.example.org'

let t: TestApp
let document: Document
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL })
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  document = res.json<Document>()
})
afterAll(async () => t.close())

const operation = (method: string, url: string): Operation => {
  const found = document.paths[url]?.[method]
  if (!found) throw new Error(`no ${method} ${url} in the document`)
  return found
}
const statuses = (op: Operation) => Object.keys(op.responses)

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with the project’s redocly.yaml', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'))
    try {
      const file = path.join(dir, 'openapi.json')
      await writeFile(file, JSON.stringify(document))
      const root = projectRoot()
      const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js')
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', '--config', path.join(root, 'redocly.yaml'), '--format=json', file],
        {
          cwd: root,
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }))
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number }
        problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>
      }
      const problems = report.problems.map(
        (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      )
      expect(problems).toEqual([])
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('names this deployment’s address and session cookie', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: PUBLIC_URL }])
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: t.config.sessions.cookieName,
    })
  })

  it('asks for the session where a guard does, and lists the refusals the guard answers', () => {
    const profile = operation('get', '/api/students/profile')
    expect(profile.security).toEqual([{ cookieAuth: [] }])
    expect(statuses(profile)).toContain('401')
    expect(statuses(profile)).not.toContain('403')

    const admin = operation('get', '/api/admin/overview')
    expect(admin.security).toEqual([{ cookieAuth: [] }])
    expect(statuses(admin)).toEqual(expect.arrayContaining(['401', '403']))

    const tutors = operation('get', '/api/tutors')
    expect(tutors.security).toEqual([])
    expect(statuses(tutors)).not.toContain('401')

    // A session changes the answer but is not needed.
    expect(operation('get', '/api/library/files').security).toEqual([{ cookieAuth: [] }, {}])
  })

  it('lists the shared refusals where the plugins answer them', () => {
    const subscribe = operation('post', '/api/newsletter/subscribe')
    expect(statuses(subscribe)).toEqual(['200', '400', '403', '413', '415', '429'])

    const tutor = operation('get', '/api/tutors/{id}')
    expect(statuses(tutor)).toEqual(['200', '400', '404', '414', '429'])

    // Health checks are not rate-limited; the webhook is called from another origin.
    expect(statuses(operation('get', '/api/health'))).toEqual(['200', '400'])
    const notReady = operation('get', '/api/ready').responses['503']!.content
    expect(JSON.stringify(notReady)).toMatch(/"error".*"checks"|"checks".*"error"/)
    expect(statuses(operation('post', '/api/payments/webhooks/{gateway}'))).not.toContain('403')

    for (const [url, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.summary, `${method} ${url}`).toBeTruthy()
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue
          // A monitor reads why an instance is not ready: the checks come with the error.
          if (url === '/api/ready') continue
          expect(response.content, `${method} ${url} ${status}`).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/Error' } },
          })
        }
      }
    }
  })

  it('documents the multipart forms with the fields their handlers read', () => {
    const upload = operation('post', '/api/library/upload').requestBody!
    const form = upload.content['multipart/form-data']!.schema
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data'])
    expect(Object.keys(form.properties ?? {}).sort()).toEqual(['category', 'description', 'file'])
    expect(form.required).toEqual(['file'])
    expect(form.properties?.file).toMatchObject({ type: 'string', format: 'binary' })

    const tutor = operation('put', '/api/admin/tutors/{id}').requestBody!
    const fields = tutor.content['multipart/form-data']!.schema
    expect(fields.properties?.photo).toMatchObject({ type: 'string', format: 'binary' })
    expect(fields.required).toEqual(
      expect.arrayContaining(['name', 'email', 'years_experience', 'hourly_rate']),
    )
    expect(
      Object.keys(
        operation('post', '/api/admin/announcements').requestBody!.content['multipart/form-data']!
          .schema.properties ?? {},
      ),
    ).toEqual(expect.arrayContaining(['title', 'content', 'announcement_type', 'file']))
  })

  it('answers CSV exports as text/csv, files as their types, and 204 with no body', () => {
    for (const url of [
      '/api/admin/bookings/export.csv',
      '/api/admin/users/export.csv',
      '/api/admin/audit/export.csv',
    ]) {
      expect(Object.keys(operation('get', url).responses['200']!.content ?? {})).toEqual([
        'text/csv',
      ])
    }
    expect(
      Object.keys(operation('get', '/api/library/download/{id}').responses['200']!.content ?? {}),
    ).toEqual(['application/pdf'])
    const deleted = operation('delete', '/api/library/files/{id}').responses['204']!
    expect(deleted.content).toBeUndefined()
  })

  it('types tutor_id as an integer wherever it is read', () => {
    const query = operation('get', '/api/admin/bookings').parameters!.find(
      (parameter) => parameter.name === 'tutor_id',
    )
    expect(query?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 })
    const confirm = operation('post', '/api/admin/bookings/{id}/confirm').requestBody!.content[
      'application/json'
    ]!.schema.properties!.tutor_id!
    expect(JSON.stringify(confirm)).toContain('"type":"integer","minimum":1')
    expect(JSON.stringify(confirm)).toContain('"type":"null"')
    const booking = operation('post', '/api/bookings').requestBody!.content['application/json']!
      .schema.properties!.tutor_id!
    expect(JSON.stringify(booking)).toContain('"type":"integer","minimum":1')
  })
})
