// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * A local S3-compatible server (s3rver) with one bucket, speaking the S3 HTTP API the
 * AWS SDK talks to AWS S3, Cloudflare R2 and MinIO with.
 */
export async function startS3Server(bucket = 'uploads') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Keys of the objects in the bucket. */
    async keys(): Promise<string[]> {
      const { readdir } = await import('node:fs/promises')
      const entries = await readdir(path.join(directory, bucket), { recursive: true })
      return entries
        .filter((entry) => entry.endsWith('._S3rver_object'))
        .map((entry) => entry.replace(/\._S3rver_object$/, ''))
        .sort()
    },
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
