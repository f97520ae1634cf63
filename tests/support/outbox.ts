import { asc } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { outboxEmails } from '#server/db/schema.ts'

export async function queuedEmails(db: Db) {
  return db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt))
}

/** The first link in an email's text that starts with the given prefix. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix))
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${text}`)
  return match
}
