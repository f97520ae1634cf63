import type { InjectOptions } from 'fastify'

export interface UploadFile {
  name: string
  content: Buffer
  type?: string
}

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields, then the
 * file last. Serialised by the platform's own Request so the tests build no boundaries.
 */
export async function multipart(
  fields: Record<string, string>,
  file?: UploadFile,
  fileField = 'file',
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) {
    form.append(
      fileField,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}
