import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

let t: TestApp
const script = 'console.log("client")'.repeat(50)
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title>')
  await writeFile(path.join(clientDir, 'assets/main-abc123.js'), script)
  await writeFile(path.join(clientDir, 'assets/main-abc123.js.br'), brotliCompressSync(script))
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({}, { clientDir })
})
afterAll(async () => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('serving the built client', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Home</title>')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('falls back to index.html for client routes, with or without a query', async () => {
    for (const url of ['/dashboard', '/tutors/12', '/verify-email?token=abc']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Home</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets with a year of immutable caching, pre-compressed when accepted', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    const plain = await get('/assets/main-abc123.js')
    expect(plain.body).toBe(script)
  })

  it('answers 404 for an unknown asset instead of the page', async () => {
    const res = await get('/assets/missing-123.js')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
  })

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBeTruthy()
  })

  it('serves other public files with no-cache', async () => {
    const res = await get('/favicon.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})
