import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// Who may call comes first (401 for visitors, 403 for the wrong role), then what was sent
// (415, 400): a refusal must never tell a caller how to shape a request it may not make.

let t: TestApp
let student: TestStudent
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  student = await createStudent(t)
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t.close())

const NIL = '00000000-0000-4000-8000-000000000000'
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const send = (method: Method, url: string, contentType: string, cookie?: string) =>
  t.request({
    method,
    url,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: contentType === 'application/json' ? '{"nonsense":' : 'name=x',
  })

const signedIn: [Method, string][] = [
  ['POST', '/api/bookings'],
  ['POST', `/api/bookings/${NIL}/cancel`],
  ['POST', '/api/students/profile'],
  ['DELETE', '/api/users/me'],
  ['POST', '/api/donations'],
  ['POST', '/api/partnerships'],
  ['POST', '/api/library/upload'],
]
const adminOnly: [Method, string][] = [
  ['POST', '/api/admin/announcements'],
  ['PUT', `/api/admin/announcements/${NIL}`],
  ['POST', '/api/admin/tutors'],
  ['PUT', '/api/admin/tutors/1'],
  ['POST', `/api/admin/tutor-applications/${NIL}/promote`],
  ['POST', `/api/admin/bookings/${NIL}/confirm`],
  ['POST', `/api/admin/users/${NIL}/role`],
]

describe('the order of refusals', () => {
  it.each([...signedIn, ...adminOnly])(
    'answers a visitor 401 before looking at the body of %s %s',
    async (method, url) => {
      for (const type of ['text/plain', 'application/json']) {
        const res = await send(method, url, type)
        expect(res.statusCode, `${type}: ${res.body}`).toBe(401)
        expect(res.json()).toEqual({ error: apiMessages.notSignedIn })
      }
    },
  )

  it.each(adminOnly)(
    'answers a student 403 before looking at the body of %s %s',
    async (method, url) => {
      for (const type of ['text/plain', 'application/json']) {
        const res = await send(method, url, type, student.cookie)
        expect(res.statusCode, `${type}: ${res.body}`).toBe(403)
        expect(res.json()).toEqual({ error: accountMessages.adminOnly })
      }
    },
  )

  it('then refuses a JSON route sent something else with 415', async () => {
    const res = await send('POST', '/api/bookings', 'text/plain', student.cookie)
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: apiMessages.unsupportedMediaType })
  })

  it('and says so when a multipart route is sent JSON', async () => {
    for (const [method, url, cookie] of [
      ['POST', '/api/admin/announcements', admin.cookie],
      ['PUT', '/api/admin/tutors/1', admin.cookie],
      ['POST', '/api/library/upload', student.cookie],
    ] as const) {
      const res = await send(method, url, 'application/json', cookie)
      expect(res.statusCode, url).toBe(415)
      expect(res.json()).toEqual({ error: apiMessages.multipartExpected })
    }
  })

  it('then answers a malformed body 400', async () => {
    const res = await send('POST', '/api/bookings', 'application/json', student.cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: apiMessages.malformedJson })
  })
})

describe('an address no route serves', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s 404 with an error, whatever the body or origin',
    async (method) => {
      for (const headers of [
        {},
        { 'content-type': 'text/plain' },
        { 'content-type': 'application/json', origin: 'https://evil.example' },
      ]) {
        const res = await t.request({
          method,
          url: '/api/no-such-thing/1',
          headers,
          ...(method === 'GET' ? {} : { payload: 'name=x' }),
        })
        expect(res.statusCode, JSON.stringify(headers)).toBe(404)
        expect(res.json()).toEqual({ error: apiMessages.notFound })
      }
    },
  )
})
