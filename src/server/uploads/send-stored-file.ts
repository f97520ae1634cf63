import { create as contentDisposition } from 'content-disposition'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { StoredObject } from '../adapters/storage/file-storage.ts'

/**
 * Streams a stored file as a download under its original name. The name is user data, so
 * it goes out only through a properly quoted Content-Disposition (D19).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { object: StoredObject; filename: string; contentType: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.object.size)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.object.body)
}

/** A download's 200 in a route's schema: the stored file, as one of `mediaTypes`. */
export const fileResponse = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      { schema: z.custom<StoredObject['body']>().meta({ type: 'string', format: 'binary' }) },
    ]),
  ),
})
