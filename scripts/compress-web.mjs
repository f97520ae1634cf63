// Writes .br and .gz beside each compressible client file, so the server sends
// pre-compressed bytes instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { root } from './build-state.mjs'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/
let count = 0
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry)
    if (statSync(file).isDirectory()) walk(file)
    else if (COMPRESSIBLE.test(file) && statSync(file).size >= 512) {
      const data = readFileSync(file)
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      count++
    }
  }
}
walk(path.join(root, 'dist/web'))
console.log(`compressed ${count} client files`)
