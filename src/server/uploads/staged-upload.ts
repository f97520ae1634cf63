import { randomUUID } from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { FileStorage } from '../adapters/storage/file-storage.ts'
import type { Db } from '../db/client.ts'
import { storageCleanup } from '../db/schema.ts'
import { Invalid, PayloadTooLarge } from '../lib/errors.ts'

/** How long an upload may take before the sweeper counts it as abandoned. */
const UPLOAD_GRACE_MS = 6 * 60 * 60_000
/** Bytes read before the rest of the stream, to tell a file's type by its content (D19). */
const HEAD_BYTES = 64 * 1024

export interface UploadContext {
  db: Db
  storage: FileStorage
  maxBytes: number
  tooLargeMessage: string
}

export type Inspection =
  | { ok: true; contentType: string; fileType: string }
  | { ok: false; field: string; message: string }

export interface StagedFile {
  storageKey: string
  size: number
  contentType: string
  fileType: string
}

/**
 * Streams an uploaded file into storage under a new key, without holding it in memory.
 * The key is journalled (committed) before the first byte is written, and the journal row
 * is removed only by `keepStagedFile` in the transaction that stores the record pointing
 * at it; until then the file is unreachable, and an abandoned one is swept (D20).
 */
export async function stageUpload(
  ctx: UploadContext,
  prefix: string,
  file: Readable & { truncated?: boolean },
  inspect: (head: Buffer) => Promise<Inspection> | Inspection,
): Promise<StagedFile> {
  const { head, rest } = await readHead(file, HEAD_BYTES)
  if (head.length > ctx.maxBytes) {
    rest.resume()
    throw new PayloadTooLarge(ctx.tooLargeMessage)
  }
  const inspection = await inspect(head)
  if (!inspection.ok) {
    // Read the rest to the end so the request completes and the client gets its answer.
    rest.resume()
    throw new Invalid(inspection.message, { [inspection.field]: inspection.message })
  }

  const storageKey = `${prefix}/${randomUUID()}`
  await ctx.db.insert(storageCleanup).values({
    storageKey,
    reason: 'upload',
    removeAfter: new Date(Date.now() + UPLOAD_GRACE_MS),
  })
  let size = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > ctx.maxBytes) callback(new PayloadTooLarge(ctx.tooLargeMessage))
      else callback(null, chunk)
    },
  })
  const body = Readable.from(concatStreams(head, rest)).pipe(counted)
  try {
    await ctx.storage.write(storageKey, body, inspection.contentType)
    // Multipart parsing stops at one byte over the limit and marks the stream truncated.
    if (file.truncated) throw new PayloadTooLarge(ctx.tooLargeMessage)
  } catch (error) {
    rest.resume()
    await discardStagedFile(ctx, storageKey)
    throw error
  }
  return { storageKey, size, contentType: inspection.contentType, fileType: inspection.fileType }
}

/** In the transaction that stores the record: the file is now the record's to keep. */
export async function keepStagedFile(tx: Db, storageKey: string): Promise<void> {
  await tx.delete(storageCleanup).where(eq(storageCleanup.storageKey, storageKey))
}

/** Drops a staged file whose record was not stored (bad fields, a failed insert). */
export async function discardStagedFile(
  ctx: Pick<UploadContext, 'db' | 'storage'>,
  storageKey: string,
): Promise<void> {
  try {
    await ctx.storage.remove(storageKey)
    await ctx.db.delete(storageCleanup).where(eq(storageCleanup.storageKey, storageKey))
  } catch {
    // The journal row stays, and the sweeper removes the file later.
  }
}

/** Reads up to `bytes` from the start of a stream, and gives back the rest unread. */
async function readHead(
  stream: Readable,
  bytes: number,
): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = []
  let length = 0
  const iterator = stream[Symbol.asyncIterator]()
  while (length < bytes) {
    const next = await iterator.next()
    if (next.done) break
    const chunk = next.value as Buffer
    chunks.push(chunk)
    length += chunk.length
  }
  const rest = Readable.from(
    (async function* () {
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value as Buffer
      }
    })(),
  )
  return { head: Buffer.concat(chunks), rest }
}

async function* concatStreams(head: Buffer, rest: Readable): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head
  for await (const chunk of rest) yield chunk as Buffer
}
