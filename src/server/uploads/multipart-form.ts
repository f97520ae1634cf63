import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { libraryMessages } from '#shared/library.ts'
import { apiMessages } from '#shared/messages.ts'
import type { MultipartFile } from '@fastify/multipart'
import { Invalid } from '../lib/errors.ts'
import { refuseNul } from '../lib/nul-character.ts'
import {
  discardStagedFile,
  stageUpload,
  type Inspection,
  type StagedFile,
  type UploadContext,
} from './staged-upload.ts'

/**
 * A multipart form as its route takes it: the text fields the service parses (their zod
 * schema) and its one file. The route's config carries it (`multipartRoute`), so the
 * OpenAPI document lists the fields the handler reads.
 */
export interface MultipartFormSpec {
  fields: z.ZodType
  file: {
    /** The part's name, as `readUploadForm`'s `fileField`. */
    field: string
    required: boolean
    description: string
    mediaTypes: readonly string[]
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form a multipart route reads in its handler (for the OpenAPI document). */
    multipartForm?: MultipartFormSpec
  }
}

/** The config of a route that takes `form` as multipart/form-data, and nothing else. */
export const multipartRoute = (form: MultipartFormSpec) => ({
  contentTypes: ['multipart/form-data'],
  multipartForm: form,
})

export interface MultipartForm {
  /** Text fields by name; a repeated name keeps its first value. */
  fields: Record<string, string>
  /** The staged file, if the form carried one under `fileField`. */
  file: (StagedFile & { filename: string }) | undefined
}

/**
 * Reads a multipart form: its text fields, and at most one file under `fileField`, handed
 * to `stage` as it streams in. Should anything fail after the file was staged, the staged
 * file is discarded before the error goes on. A field holding a NUL character, or a body
 * that is not well-formed multipart (no or another boundary, cut off), is a 400 (003).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  ctx: UploadContext,
  fileField: string,
  stage: (part: MultipartFile) => Promise<StagedFile>,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {}
  let file: MultipartForm['file']
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // The same check as the body's, query's and path's (plugins/hostile-input.ts).
        refuseNul(part.fieldname, part.value)
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value
        }
        continue
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume()
        continue
      }
      // An empty file input still sends a part, with no name and no bytes.
      if (!part.filename) {
        part.file.resume()
        continue
      }
      file = { ...(await stage(part)), filename: browserFilename(part.filename) }
    }
  } catch (error) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    if (isMalformedMultipart(error)) throw new Invalid(apiMessages.malformedForm)
    throw error
  }
  return { fields, file }
}

/**
 * Browsers send a filename's `"`, CR and LF as %22, %0D and %0A (WHATWG multipart form
 * encoding); busboy passes them on as they came.
 */
function browserFilename(raw: string): string {
  return raw.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
}

/**
 * busboy's own errors carry no code, only these sentences: no boundary in the header, one
 * too long for it to search for, and a body that ends before its closing boundary (cut
 * off, or written with another boundary than the header names).
 */
const BUSBOY_MALFORMED =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot .*|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/

/**
 * The body is not well-formed multipart: busboy's parse errors, @fastify/multipart's own
 * (codes `FST_*`: a field or part limit, a premature close) and a stream closed early.
 * Not a file over the size limit, which stage() answers with its own 413.
 */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    return (
      (code.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE') &&
      code !== 'FST_REQ_FILE_TOO_LARGE'
    )
  }
  return BUSBOY_MALFORMED.test(error.message)
}

/**
 * A user's filename as safe data: the last path segment, no control or bidi characters,
 * at most `max` characters with the extension kept.
 */
export function cleanFilename(raw: string, max: number, fallback: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? ''
  const cleaned = lastSegment
    .normalize('NFC')
    // Control characters (C0, C1) and invisible or direction-changing marks.
    // eslint-disable-next-line no-control-regex -- removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '')
  if (!cleaned) return fallback
  if (cleaned.length <= max) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return cleaned.slice(0, max - extension.length) + extension
}

/**
 * An upload form with the product's size limit (D19): its one file, under `fileField`, is
 * staged under `prefix` once `inspect` accepts the file's first bytes (and its name).
 */
export function readUploadForm(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    fileField: string
    prefix: string
    inspect: (head: Buffer, filename: string) => Promise<Inspection> | Inspection
  },
): Promise<MultipartForm> {
  const upload: UploadContext = {
    db: app.database.db,
    storage: app.storage,
    maxBytes: app.config.uploadMaxBytes,
    tooLargeMessage: libraryMessages.tooLarge(app.config.uploadMaxBytes),
  }
  return readMultipartForm(request, upload, options.fileField, (part) =>
    stageUpload(upload, options.prefix, part.file, (head) => options.inspect(head, part.filename)),
  )
}
