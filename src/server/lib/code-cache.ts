import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'

export interface CachedModule<T> {
  exports: T
  /**
   * Writes the code V8 has compiled so far beside the file, for the next start; does
   * nothing when the cache it started with was good. Call it once the code has run.
   */
  saveCodeCache: () => void
}

/**
 * Runs a CommonJS file compiled with V8's code cache kept beside it (`<file>.cache`).
 * Node 20 compiles modules from source on every start (its module compile cache came in
 * Node 22): the built server's 7 MB took a fifth of a second to parse, and as long again
 * to compile the functions its start runs (issue 23). A cache V8 refuses (another Node
 * version, other flags, another build) is compiled from source and written again.
 */
export function requireWithCodeCache<T>(file: string): CachedModule<T> {
  return readWithCodeCache(file).require<T>()
}

/**
 * requireWithCodeCache in two steps: the file and its cache read now, checked and run by
 * `require()`, once V8's flags are what they will stay (lib/v8-flags.ts).
 */
export function readWithCodeCache(file: string): { require<T>(): CachedModule<T> } {
  const cacheFile = `${file}.cache`
  const cachedData = readCache(cacheFile)
  const source = readFileSync(file, 'utf8')
  return {
    require<T>() {
      const script = new vm.Script(
        `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
        {
          filename: file,
          // No importModuleDynamically: import() in the file throws. Node 20 has it only as
          // an experimental feature that warns on use; the server's code requires its packages.
          ...(cachedData ? { cachedData } : {}),
        },
      )
      const cacheWasGood = cachedData !== undefined && !script.cachedDataRejected
      const module = { exports: {} as T }
      const run = script.runInThisContext() as (...args: unknown[]) => void
      run(module.exports, createRequire(file), module, file, path.dirname(file))
      return {
        exports: module.exports,
        saveCodeCache() {
          if (cacheWasGood) return
          // Beside the build; a build folder this process may not write to keeps no cache.
          const partial = `${cacheFile}.${process.pid}`
          try {
            writeFileSync(partial, script.createCachedData())
            renameSync(partial, cacheFile)
          } catch {
            // The next start compiles from source, as this one did.
            rmSync(partial, { force: true })
          }
        },
      }
    },
  }
}

/** The cache beside the file, if one can be read: a start never fails for want of it. */
function readCache(cacheFile: string): Buffer | undefined {
  try {
    return readFileSync(cacheFile)
  } catch {
    return undefined
  }
}
