import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readWithCodeCache, requireWithCodeCache } from './code-cache.ts'

// The built server's code compiled through V8's code cache (main.ts, issue 23).

let folder: string
let file: string
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'code-cache-'))
  file = path.join(folder, 'code.cjs')
  writeFileSync(
    file,
    [
      "const path = require('node:path')",
      'exports.where = () => path.basename(__filename) + " in " + path.basename(__dirname)',
      'exports.sum = (a, b) => a + b',
    ].join('\n'),
  )
})
afterEach(() => {
  chmodSync(folder, 0o755)
  rmSync(folder, { recursive: true, force: true })
})

interface Code {
  where: () => string
  sum: (a: number, b: number) => number
}

describe('requireWithCodeCache', () => {
  it('runs the file as CommonJS and keeps its cache once saved', () => {
    const first = requireWithCodeCache<Code>(file)
    expect(first.exports.where()).toBe(`code.cjs in ${path.basename(folder)}`)
    expect(existsSync(`${file}.cache`)).toBe(false)
    first.saveCodeCache()
    const cache = readFileSync(`${file}.cache`)
    expect(cache.length).toBeGreaterThan(0)

    // Accepted: the next start neither compiles from source nor writes it again.
    const second = requireWithCodeCache<Code>(file)
    expect(second.exports.sum(2, 3)).toBe(5)
    rmSync(`${file}.cache`)
    second.saveCodeCache()
    expect(existsSync(`${file}.cache`)).toBe(false)
  })

  it('compiles from source past a cache V8 refuses, and writes a good one', () => {
    writeFileSync(`${file}.cache`, 'not a code cache')
    const loaded = requireWithCodeCache<Code>(file)
    expect(loaded.exports.sum(1, 1)).toBe(2)
    loaded.saveCodeCache()
    expect(readFileSync(`${file}.cache`, 'utf8')).not.toBe('not a code cache')
    const again = requireWithCodeCache<Code>(file)
    rmSync(`${file}.cache`)
    again.saveCodeCache()
    expect(existsSync(`${file}.cache`)).toBe(false)
  })

  it('runs, and saves nothing, where the cache can be neither read nor written', () => {
    // A folder in the cache's place: unreadable and not to be replaced, even for root.
    mkdirSync(path.join(`${file}.cache`, 'inside'), { recursive: true })
    const loaded = requireWithCodeCache<Code>(file)
    expect(loaded.exports.sum(3, 4)).toBe(7)
    expect(() => loaded.saveCodeCache()).not.toThrow()
    expect(readdirSync(folder).sort()).toEqual(['code.cjs', 'code.cjs.cache'])
  })

  it('runs without a cache where the folder cannot be written', () => {
    chmodSync(folder, 0o555)
    const loaded = requireWithCodeCache<Code>(file)
    expect(() => loaded.saveCodeCache()).not.toThrow()
    expect(loaded.exports.sum(2, 2)).toBe(4)
    expect(existsSync(`${file}.cache`)).toBe(process.getuid?.() === 0)
  })
})

describe('readWithCodeCache', () => {
  it('reads the file and its cache at once and runs what it read when asked', () => {
    requireWithCodeCache<Code>(file).saveCodeCache()
    const read = readWithCodeCache(file)
    // What V8's flags do meanwhile (main.ts) cannot change what runs: it was read already.
    writeFileSync(file, 'exports.sum = () => 0')
    rmSync(`${file}.cache`)
    const loaded = read.require<Code>()
    expect(loaded.exports.sum(2, 5)).toBe(7)
    // The cache it read was good: nothing to write.
    loaded.saveCodeCache()
    expect(existsSync(`${file}.cache`)).toBe(false)
  })
})
