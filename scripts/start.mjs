// `npm start`: build when the build is missing or older than the sources, then run
// the server in this process (so SIGTERM/SIGINT reach it directly).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIsStale, root } from './build-state.mjs'

if (buildIsStale()) {
  console.log('Building the product (the build is missing or out of date)...')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.env.NODE_ENV ??= 'production'
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href)
