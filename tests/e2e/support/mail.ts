import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The emails the server under test has sent: its file transport writes each one, whole,
 * as raw MIME to `$E2E_DATA_DIR/mail/<message id>.eml` (global-setup sets the folder).
 */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs with `npx playwright test`')
  return path.join(dataDir, 'mail')
}

/** Header name → value, with folded (continued) lines joined. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { headers: parseHeaders(raw), body: '' }
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  }
}

/** Quoted-printable: soft line breaks (`=` at a line end) vanish, `=XX` is one byte. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?Q?Re=3A_your…?=`, `=?UTF-8?B?…?=`), as
 * nodemailer writes a subject with a character beyond ASCII (an en dash), read as text; the
 * space between two encoded words belongs to neither.
 */
function decodeEncodedWords(value: string): string {
  return value.replace(
    /=\?[^?]+\?([QqBb])\?([^?]*)\?=(?:\s+(?==\?))?/g,
    (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  )
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = (transferEncoding ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** The decoded text/plain part of a raw MIME message (nodemailer: text + html alternative). */
export function plainTextOf(raw: string): string {
  const { headers, body } = splitHeadersAndBody(raw)
  const contentType = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) return decodeBody(body, headers.get('content-transfer-encoding'))
  for (const part of body.split(`--${boundary}`)) {
    const trimmed = part.replace(/^\r?\n/, '')
    if (trimmed.startsWith('--')) continue // the closing delimiter
    const text = plainTextOf(trimmed)
    if (text) {
      const partType = splitHeadersAndBody(trimmed).headers.get('content-type') ?? ''
      if (/^(text\/plain|multipart\/)/i.test(partType)) return text
    }
  }
  return ''
}

export type SentEmail = { to: string; subject: string; text: string }

/**
 * Each file's recipients and subject, read once: a file is written whole and never changes,
 * and rereading every email of the run on every poll cost seconds of CPU by the run's end.
 */
const envelopes = new Map<string, { to: string; subject: string }>()
async function envelopeOf(file: string) {
  let envelope = envelopes.get(file)
  if (!envelope) {
    const { headers } = splitHeadersAndBody(await readFile(path.join(mailDir(), file), 'utf8'))
    envelope = {
      to: headers.get('to') ?? '',
      subject: decodeEncodedWords(headers.get('subject') ?? ''),
    }
    envelopes.set(file, envelope)
  }
  return envelope
}

/**
 * Waits (polling the mail folder) for the first email addressed to `address` and returns
 * its recipients, subject and decoded plain text.
 */
export async function waitForEmailTo(
  address: string,
  timeoutMs = 10_000,
  subject?: RegExp,
): Promise<SentEmail> {
  const wanted = address.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let files: string[] = []
    try {
      files = (await readdir(mailDir())).filter((name) => name.endsWith('.eml'))
    } catch {
      // The folder appears with the first email.
    }
    for (const file of files) {
      const { to, subject: title } = await envelopeOf(file)
      if (to.toLowerCase().includes(wanted) && (!subject || subject.test(title))) {
        const raw = await readFile(path.join(mailDir(), file), 'utf8')
        return { to, subject: title, text: plainTextOf(raw) }
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`No email to ${address} in ${mailDir()} after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The first link in `text` that starts with `prefix` (e.g. `${baseURL}/newsletter/confirm?token=`). */
export function linkIn(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix))
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${text}`)
  return link
}
