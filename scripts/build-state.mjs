// Whether dist/ is older than the sources it was built from, so `npm start` and
// `npm test` rebuild only when something changed.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outputs = [
  'dist/web/index.html',
  'dist/ssr/prerender.js',
  'dist/server/main.js',
  'dist/server/server-code.cjs',
  'dist/server/database-template/PG_VERSION',
].map((p) => path.join(root, p))
const inputs = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/build-database-template.ts',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

export function buildIsStale() {
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return inputs.some((input) => newestMtime(path.join(root, input)) > built)
}
