import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Conflict, Unauthorized } from '../../lib/errors.ts'
import { BackupInProgress } from './backup-runs.ts'
import { MIGRATIONS_TABLE } from './dump.ts'
import { BackupFailed } from './take-backup.ts'

/** Where a running server on the embedded database says how `npm run backup` reaches it. */
export const controlFile = (dataDir: string) => path.join(dataDir, 'server-control.json')

export interface ControlFile {
  url: string
  token: string
}

export const BACKUP_ROUTE = '/api/internal/backups'
export const TOKEN_HEADER = 'x-backup-token'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * The embedded database belongs to the server's process, so `npm run backup` cannot open it
 * while the server runs: it asks the server instead. The server writes a fresh token to a
 * file only its own user can read (mode 0600, in the data folder whose database that user
 * can read anyway), and takes the backup for a request that shows the token.
 */
export function controlChannel(app: FastifyInstance, dataDir: string) {
  const token = randomBytes(32).toString('base64url')
  const file = controlFile(dataDir)

  app.post(
    BACKUP_ROUTE,
    { config: { allowCrossOrigin: true, rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const shown = request.headers[TOKEN_HEADER]
      if (typeof shown !== 'string' || !timingSafeEqual(digest(shown), digest(token))) {
        throw new Unauthorized('This is for npm run backup on the server itself.')
      }
      try {
        const taken = await app.backups.take('command')
        return reply.status(201).send({
          file: taken.file,
          size_bytes: taken.run.sizeBytes,
          rows: taken.run.rows,
          files: taken.run.files,
          tables: Object.keys(taken.manifest.tables).filter((name) => name !== MIGRATIONS_TABLE)
            .length,
          migration_level: taken.manifest.migration_level,
          migration_tag: taken.manifest.migration_tag,
          s3_key: taken.run.s3Key,
          seconds: taken.seconds,
        })
      } catch (error) {
        if (error instanceof BackupInProgress) throw new Conflict(error.message)
        // Only the server's own user holds the token: it hears why, as the log says.
        if (error instanceof BackupFailed) return reply.status(500).send({ error: error.message })
        throw error
      }
    },
  )

  return {
    async open() {
      const address = app.server.address() as AddressInfo | null
      if (!address) return
      const wildcard = address.address === '0.0.0.0' || address.address === '::'
      const host = wildcard
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address
      const contents: ControlFile = { url: `http://${host}:${address.port}`, token }
      await writeFile(`${file}.tmp`, JSON.stringify(contents), { mode: 0o600 })
      await rename(`${file}.tmp`, file)
    },
    async close() {
      // Another server may have started on this folder since (after this one lost its lock).
      const current = await readFile(file, 'utf8').catch(() => null)
      if (current && (JSON.parse(current) as ControlFile).token === token) {
        await rm(file, { force: true })
      }
    },
  }
}
