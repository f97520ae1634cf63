import { createRequire } from 'node:module'
import { types as pgliteTypes } from '@electric-sql/pglite'
import type * as Pglite from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { PGlite, types } from './drizzle-pglite-imports.ts'

// What the server's bundle gives drizzle's PGlite driver for PGlite (build-server.mjs).

describe("drizzle's PGlite imports, without PGlite loaded", () => {
  it("give drizzle PGlite's own type numbers", () => {
    for (const [name, oid] of Object.entries(types)) {
      expect(pgliteTypes[name as keyof typeof types]).toBe(oid)
    }
  })

  it('make a real PGlite when drizzle makes one', async () => {
    const { PGlite: Real } = createRequire(import.meta.url)('@electric-sql/pglite') as typeof Pglite
    const made = new PGlite()
    expect(made).toBeInstanceOf(Real)
    await (made as unknown as Pglite.PGlite).close()
  })
})
