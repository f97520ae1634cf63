import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/** Bodies under this size go uncompressed: compression would save less than its headers. */
const COMPRESS_FROM_BYTES = 1024

export type ResponseEncoding = 'br' | 'gzip'

/**
 * The encoding a body of `length` bytes goes in past Fastify (the fast paths): brotli, else
 * gzip, when the client accepts it and the body is worth compressing; else none.
 */
export function acceptedEncoding(
  acceptEncoding: string | undefined,
  length: number,
): ResponseEncoding | undefined {
  if (length < COMPRESS_FROM_BYTES || !acceptEncoding) return undefined
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return undefined
}

/** `body` compressed: harder (`best`) for what is compressed once and kept. */
export function compressBody(body: Buffer, encoding: ResponseEncoding, best: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 6 })
  // Quality 4 for an answer made per request, as the compress plugin's: most of the gain.
  const params = {
    [zlib.BROTLI_PARAM_QUALITY]: best ? 9 : 4,
    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
  }
  return brotliCompressSync(body, { params })
}
