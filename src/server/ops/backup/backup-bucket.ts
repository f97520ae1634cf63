import { createReadStream, createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { loadS3Sdk, loadS3Uploads, type LazyS3Client } from '../../adapters/storage/s3-storage.ts'

/** The backups' folder in the S3 bucket: archives are copied there and pruned like local ones. */
export interface BackupBucket {
  /** Uploads the archive as `<prefix><name>` and returns that key. */
  upload(file: string, name: string): Promise<string>
  /** The archive names under the prefix. */
  list(): Promise<string[]>
  remove(names: string[]): Promise<void>
  download(name: string, file: string): Promise<void>
}

/** The SDK loads on the bucket's first use (see `loadS3Sdk`), not when the server starts. */
export function backupBucket(s3: LazyS3Client, bucket: string, prefix: string): BackupBucket {
  return {
    async upload(file, name) {
      const key = `${prefix}${name}`
      const { Upload } = await loadS3Uploads()
      await new Upload({
        client: await s3.get(),
        params: {
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentType: 'application/octet-stream',
        },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      }).done()
      return key
    },
    async list() {
      const { ListObjectsV2Command } = await loadS3Sdk()
      const client = await s3.get()
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length)
          // Only what sits directly under the prefix: another folder below it is not ours.
          if (name && !name.includes('/')) names.push(name)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names
    },
    async remove(names) {
      const { DeleteObjectsCommand } = await loadS3Sdk()
      const client = await s3.get()
      // DeleteObjects takes at most 1,000 keys at a time.
      for (let at = 0; at < names.length; at += 1000) {
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: names.slice(at, at + 1000).map((name) => ({ Key: prefix + name })) },
          }),
        )
        const failed = result.Errors?.[0]
        if (failed) throw new Error(`S3 did not delete ${failed.Key}: ${failed.Message}`)
      }
    },
    async download(name, file) {
      const { GetObjectCommand } = await loadS3Sdk()
      const client = await s3.get()
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }))
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body')
      await pipeline(object.Body, createWriteStream(file, { mode: 0o600 }))
    },
  }
}
