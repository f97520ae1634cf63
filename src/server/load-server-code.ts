import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readWithCodeCache } from './lib/code-cache.ts'
import type * as serverCode from './server-code.ts'

export type ServerCode = typeof serverCode

/**
 * The configuration and the app (server-code.ts): from src/ (tsx, `npm run dev`) as a
 * module; built, the CommonJS file beside main.js, through V8's code cache, read at once
 * and compiled once `flagsSettled` has (lib/v8-flags.ts). Call `saveCodeCache` once the
 * server answers, so the cache holds what its start compiled.
 */
export async function loadServerCode(
  flagsSettled: () => Promise<void>,
): Promise<{ code: ServerCode; saveCodeCache: () => void }> {
  if (import.meta.url.endsWith('.ts')) {
    await flagsSettled()
    return { code: await import('./server-code.ts'), saveCodeCache: () => undefined }
  }
  const read = readWithCodeCache(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-code.cjs'),
  )
  await flagsSettled()
  const built = read.require<ServerCode>()
  built.exports.useModuleImport((url) => import(url))
  return { code: built.exports, saveCodeCache: built.saveCodeCache }
}
