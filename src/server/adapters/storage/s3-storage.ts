import type { S3Client } from '@aws-sdk/client-s3'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type * as S3Uploads from '@aws-sdk/lib-storage'
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import { assertStorageKey, type FileStorage } from './file-storage.ts'

export interface S3StorageSettings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
}

// Required, not imported: the built server's code runs as a script compiled through V8's
// code cache (lib/code-cache.ts), where import() of a package would need a Node feature
// still marked experimental. The SDK ships CommonJS beside its modules.
const require = createRequire(import.meta.url)
let s3Sdk: Promise<typeof S3Sdk> | undefined
let s3Uploads: Promise<typeof S3Uploads> | undefined

/**
 * The AWS SDK, loaded on first use: it costs ~0.15 s to load, which a server without S3
 * must not pay at every start. The bundle keeps the package outside (build-server.mjs).
 */
export const loadS3Sdk = () =>
  (s3Sdk ??= Promise.resolve().then(() => require('@aws-sdk/client-s3') as typeof S3Sdk))

/** The SDK's multipart uploads, loaded on the first upload. */
export const loadS3Uploads = () =>
  (s3Uploads ??= Promise.resolve().then(() => require('@aws-sdk/lib-storage') as typeof S3Uploads))

/** An S3 client made on first use, so nothing of the SDK loads until the bucket is used. */
export interface LazyS3Client {
  get(): Promise<S3Client>
  /** Closes the client's connections, if it was ever made. */
  destroy(): void
}

/** A client for the bucket's S3-compatible API (shared by the file store and the backups). */
export function createS3Client(settings: S3StorageSettings): LazyS3Client {
  let client: Promise<S3Client> | undefined
  return {
    get: () =>
      (client ??= loadS3Sdk().then(
        ({ S3Client }) =>
          new S3Client({
            region: settings.region,
            ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
            // R2, MinIO and older S3-compatible services reject the SDK's newer default checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }),
      )),
    destroy() {
      // A client that failed to load has nothing to close (its error reached the caller).
      void client?.then(
        (made) => made.destroy(),
        () => undefined,
      )
    },
  }
}

/**
 * An S3-compatible bucket: AWS S3, Cloudflare R2, MinIO. Uploads stream in parts (an
 * object of unknown length never sits whole in memory) and an S3 object becomes visible
 * only when its upload completes.
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const client = createS3Client(settings)
  const Bucket = settings.bucket

  return {
    kind: 's3',
    async check() {
      const { HeadBucketCommand } = await loadS3Sdk()
      await (await client.get()).send(new HeadBucketCommand({ Bucket }))
    },
    async write(key, body, contentType) {
      assertStorageKey(key)
      const { Upload } = await loadS3Uploads()
      const upload = new Upload({
        client: await client.get(),
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      })
      await upload.done()
    },
    async read(key) {
      assertStorageKey(key)
      const { GetObjectCommand, NoSuchKey, S3ServiceException } = await loadS3Sdk()
      try {
        const object = await (await client.get()).send(new GetObjectCommand({ Bucket, Key: key }))
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body')
        return { body: object.Body, size: object.ContentLength ?? 0 }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null
        }
        throw error
      }
    },
    async remove(key) {
      assertStorageKey(key)
      const { DeleteObjectCommand } = await loadS3Sdk()
      await (await client.get()).send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async close() {
      client.destroy()
    },
  }
}
