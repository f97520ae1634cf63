import { describe, expect, it } from 'vitest'
import { beginCompilingPostgres, compiledPostgres } from './pglite-wasm.ts'

// The WebAssembly global's functions are typed by the DOM library, which the server's
// TypeScript leaves out.
const { Module } = (
  globalThis as unknown as {
    WebAssembly: {
      Module: { new (bytes: Uint8Array): object; exports(module: object): { name: string }[] }
    }
  }
).WebAssembly

// The embedded database's thread hands PGlite PostgreSQL's WebAssembly compiled ahead
// (issue 23); were the file not found, PGlite would compile it itself, later, without a
// word: this says the path holds.
describe("PostgreSQL's WebAssembly compiled ahead", () => {
  it('is nothing until begun, then the module PGlite ships', async () => {
    expect(await compiledPostgres()).toBeNull()
    beginCompilingPostgres()
    const compiled = await compiledPostgres()
    expect(compiled).toBeInstanceOf(Module)
    // PostgreSQL's own functions: the module is PGlite's PostgreSQL.
    const exports = Module.exports(compiled!).map((entry) => entry.name)
    expect(exports).toEqual(expect.arrayContaining(['pg_parse_query', 'pg_plan_query']))
  })
})
