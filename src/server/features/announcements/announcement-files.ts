import { announcementFileTypes, type AnnouncementFileType } from '#shared/options.ts'
import { announcementMessages } from '#shared/announcement.ts'
import type { Inspection } from '../../uploads/staged-upload.ts'

const contentTypes: Record<AnnouncementFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}
/** The types an announcement's file is stored and served as. */
export const announcementFileMediaTypes = Object.values(contentTypes)

// What file-type reads from the content of each declared type: the old Office formats are
// Compound File Binary containers, which it names 'cfb' without telling Word from PowerPoint.
const detectedAs: Record<AnnouncementFileType, string> = {
  pdf: 'pdf',
  doc: 'cfb',
  docx: 'docx',
  ppt: 'cfb',
  pptx: 'pptx',
}

const invalid: Inspection = {
  ok: false,
  field: 'file',
  message: announcementMessages.fileTypeInvalid,
}

/**
 * D19: an announcement file must be what its name says, and one of pdf, ppt, pptx, doc,
 * docx — told by its content, not its name alone.
 */
export async function inspectAnnouncementFile(head: Buffer, filename: string): Promise<Inspection> {
  const extension = filename.toLowerCase().split('.').pop() ?? ''
  const declared = announcementFileTypes.find((type) => type === extension)
  if (!declared) return invalid
  // Loaded with the first upload, not with every start (issue 23).
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(head)
  if (detected?.ext !== detectedAs[declared]) return invalid
  return { ok: true, contentType: contentTypes[declared], fileType: declared }
}
