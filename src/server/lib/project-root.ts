import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/**
 * The folder holding package.json. The server runs from src/ (tsx, tests) and from the
 * bundled dist/server, so paths to migrations and the built client start from here.
 */
export function projectRoot(): string {
  if (cached) return cached
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the project folder (no package.json above)')
    dir = parent
  }
  cached = dir
  return dir
}
