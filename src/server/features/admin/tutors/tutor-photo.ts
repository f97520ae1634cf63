import { adminTutorMessages } from '#shared/admin.ts'
import type { Inspection } from '../../../uploads/staged-upload.ts'

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}
/** The types a tutor's photo is stored and served as. */
export const tutorPhotoMediaTypes = Object.values(imageTypes)

/** D19: a tutor's photo is a JPEG, PNG or WebP image by its content, whatever its name. */
export async function inspectTutorPhoto(head: Buffer): Promise<Inspection> {
  // Loaded with the first upload, not with every start (issue 23).
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(head)
  const contentType = detected ? imageTypes[detected.ext] : undefined
  if (!detected || !contentType) {
    return { ok: false, field: 'photo', message: adminTutorMessages.photoInvalid }
  }
  return { ok: true, contentType, fileType: detected.ext }
}
