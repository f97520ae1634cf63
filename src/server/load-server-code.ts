import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { requireWithCodeCache } from './lib/code-cache.ts'
import type * as serverCode from './server-code.ts'

export type ServerCode = typeof serverCode

/**
 * The configuration and the app (server-code.ts): from src/ (tsx, `npm run dev`) as a
 * module; built, the CommonJS file beside main.js, through V8's code cache. Call
 * `saveCodeCache` once the server answers, so the cache holds what its start compiled.
 */
export async function loadServerCode(): Promise<{ code: ServerCode; saveCodeCache: () => void }> {
  if (import.meta.url.endsWith('.ts')) {
    return { code: await import('./server-code.ts'), saveCodeCache: () => undefined }
  }
  const built = requireWithCodeCache<ServerCode>(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-code.cjs'),
  )
  built.exports.useModuleImport((url) => import(url))
  return { code: built.exports, saveCodeCache: built.saveCodeCache }
}
