import { createHash, randomBytes } from 'node:crypto'

/** 256 bits from the OS CSPRNG, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored only as this hash: a database leak does not hand out working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
