import { createReadStream, createWriteStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Every age file starts with this line, so an encrypted archive is known by its first bytes. */
const AGE_HEADER = 'age-encryption.org/v1\n'

/** Suffix of an encrypted archive: `backup-….tar.gz.age`, opened by `age -d` as well. */
export const ENCRYPTED_SUFFIX = '.age'

/**
 * A file as the web stream age reads. Node's stream types and the DOM's that age is typed
 * against differ only in their generics; the objects are the same.
 */
const webStreamOf = (file: string) =>
  Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>

const asNodeWeb = (stream: ReadableStream<Uint8Array>) =>
  stream as unknown as Parameters<typeof Readable.fromWeb>[0]

const importAge = () => import('age-encryption')
let age: ReturnType<typeof importAge> | undefined
/** age loads with the first archive it encrypts or opens, not with every server start. */
const loadAge = () => (age ??= importAge())

export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const start = Buffer.alloc(AGE_HEADER.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    return start.subarray(0, bytesRead).toString('latin1') === AGE_HEADER
  } finally {
    await handle.close()
  }
}

/**
 * Encrypts `source` into `target` (created mode 0600) with a passphrase: age's scrypt
 * recipient and ChaCha20-Poly1305 in 64 KiB chunks, streamed, so a large archive never
 * sits whole in memory.
 */
export async function encryptArchive(source: string, target: string, passphrase: string) {
  const { Encrypter } = await loadAge()
  const encrypter = new Encrypter()
  encrypter.setPassphrase(passphrase)
  const encrypted = await encrypter.encrypt(webStreamOf(source))
  await pipeline(Readable.fromWeb(asNodeWeb(encrypted)), createWriteStream(target, { mode: 0o600 }))
}

/** The archive is encrypted and the passphrase does not open it (or none was given). */
export class ArchivePassphraseError extends Error {
  override name = 'ArchivePassphraseError'
}

/** Decrypts `source` into `target` (mode 0600); a wrong passphrase or a damaged file throws. */
export async function decryptArchive(source: string, target: string, passphrase: string) {
  const { Decrypter } = await loadAge()
  const decrypter = new Decrypter()
  decrypter.addPassphrase(passphrase)
  let decrypted
  try {
    decrypted = await decrypter.decrypt(webStreamOf(source))
  } catch (error) {
    throw new ArchivePassphraseError(
      `${source} is encrypted and BACKUP_PASSPHRASE does not open it (${(error as Error).message}).`,
    )
  }
  await pipeline(Readable.fromWeb(asNodeWeb(decrypted)), createWriteStream(target, { mode: 0o600 }))
}
