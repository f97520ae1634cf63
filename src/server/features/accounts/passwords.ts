import { createRequire } from 'node:module'
import type * as Argon2 from '@node-rs/argon2'

// argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

// Its native addon loads with the first password hashed or checked, not with every start
// (issue 23); required, as the bundle keeps it outside (build-server.mjs, s3-storage.ts).
let argon2: typeof Argon2 | undefined
const loadArgon2 = () =>
  (argon2 ??= createRequire(import.meta.url)('@node-rs/argon2') as typeof Argon2)

export const hashPassword = (password: string) => loadArgon2().hash(password, ARGON2)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Outside the try: a missing addon is the server's fault, not a wrong password.
  const { verify } = loadArgon2()
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Verifying against this when the email is unknown makes a wrong email take as long as a
// wrong password, so timing does not reveal who has an account.
let dummyHash: Promise<string> | undefined
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password, only here to spend time')
  await verifyPassword(await dummyHash, password)
}

// The ~49,000 most common passwords (zxcvbn-ts's list), compared lower-cased; loaded when a
// password is first chosen, not with every start (issue 23: 25 ms of loading and the set).
let common: Promise<Set<string>> | undefined
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  ))

export const isCommonPassword = async (password: string) =>
  (await commonPasswords()).has(password.toLowerCase())
