import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

// A page's scripts and stylesheets carry only the security headers a file obeys (issue 23:
// each of a first visit's files paid ~0.7 KB for a document's headers).

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>',
  )
  await writeFile(path.join(clientDir, 'assets/main-abc123.js'), 'console.log("client")')
  await writeFile(path.join(clientDir, 'assets/main-abc123.css'), 'body{margin:0}')
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({}, { clientDir })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('security headers by kind of response', () => {
  it('sends scripts and stylesheets nosniff and CORP, without the headers of a document', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/main-abc123.css']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin')
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined()
      }
    }
  })

  it('keeps every header on pages and other files; an API answer gets its own policy', async () => {
    const api = await get('/api/config')
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(api.headers['x-frame-options']).toBe('DENY')
    for (const url of ['/', '/about', '/favicon.svg']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'")
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
    }
  })
})
