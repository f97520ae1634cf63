import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import { assertStorageKey, type FileStorage } from './file-storage.ts'

export interface S3StorageSettings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
}

/** A client for the bucket's S3-compatible API (shared by the file store and the backups). */
export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // R2, MinIO and older S3-compatible services reject the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
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
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    async write(key, body, contentType) {
      assertStorageKey(key)
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      })
      await upload.done()
    },
    async read(key) {
      assertStorageKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async close() {
      client.destroy()
    },
  }
}
