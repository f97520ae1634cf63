import { z } from 'zod'
import { AnnouncementListSchema } from '#shared/schemas/announcement.ts'
import { LibraryFileListSchema, type LibraryListQuerySchema } from '#shared/schemas/library.ts'
import {
  MathematicsModuleSchema,
  PublicTutorSchema,
  type PublicTutor,
} from '#shared/schemas/tutors.ts'
import type { Db } from '../../db/client.ts'
import { now as clockNow } from '../../lib/clock.ts'
import { NotFound } from '../../lib/errors.ts'
import { listPublishedAnnouncements } from '../announcements/announcements.service.ts'
import { listLibraryFiles } from '../library/library.service.ts'
import type { OpenTimesSettings } from '../tutor-time/open-times.service.ts'
import * as tutors from '../tutors/tutors.service.ts'
import type { CatalogueCache, CatalogueEntry } from './catalogue-cache.ts'
import { libraryPageKey } from './catalogue-keys.ts'

// What each catalogue address answers, serialised as its route's response schema would
// (fastify-type-provider-zod encodes, then JSON.stringify), so a cached body is the same
// bytes the route would have sent.

const encode = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  JSON.stringify(z.encode(schema, value as z.output<T>))

/**
 * A tutor's next open time is one only until it is too close to book; a time past the
 * booking horizon comes into it as days pass, so no list is kept longer than this.
 */
const TUTORS_MAX_AGE_MS = 30_000

const PublicTutorListSchema = z.array(PublicTutorSchema)
const ModuleListSchema = z.array(MathematicsModuleSchema)

export type LibraryPageQuery = z.output<typeof LibraryListQuerySchema>

export function createCatalogueReads(
  cache: CatalogueCache,
  db: () => Db,
  settings: () => OpenTimesSettings,
) {
  const tutorList = () =>
    cache.read('tutors', 'list', async () => {
      const list = await tutors.withNextOpen(db(), settings(), await tutors.listActiveTutors(db()))
      const now = clockNow().getTime()
      const bookableUntil = list
        .filter((tutor) => tutor.next_open_at !== null)
        .map((tutor) => Date.parse(tutor.next_open_at as string) - settings().minNoticeMs)
      return {
        json: encode(PublicTutorListSchema, list),
        expiresAt: Math.min(now + TUTORS_MAX_AGE_MS, ...bookableUntil),
      }
    })

  return {
    tutorList,
    /** The active tutors as `GET /api/tutors` answers them (for pages rendered on the server). */
    async tutors(): Promise<PublicTutor[]> {
      return JSON.parse((await tutorList()).body.toString()) as PublicTutor[]
    },
    /** One active tutor; an unknown or inactive id is not found. */
    tutor: (id: number): Promise<CatalogueEntry> =>
      cache.read('tutors', `tutor:${id}`, async () => {
        const list = await tutorList()
        const tutor = (JSON.parse(list.body.toString()) as PublicTutor[]).find(
          (candidate) => candidate.id === id,
        )
        if (!tutor) throw new NotFound(tutors.tutorNotFoundMessage)
        return { json: JSON.stringify(tutor), expiresAt: list.expiresAt }
      }),
    modules: () =>
      cache.read('modules', 'list', async () => ({
        json: encode(ModuleListSchema, await tutors.listMathematicsModules(db())),
      })),
    announcements: (signedIn: boolean) =>
      cache.read('announcements', signedIn ? 'member' : 'visitor', async () => ({
        json: encode(AnnouncementListSchema, await listPublishedAnnouncements(db(), signedIn)),
      })),
    /** A visitor's page of the library (a member's says which files they may delete). */
    libraryPage: (query: LibraryPageQuery) =>
      cache.read('library', libraryPageKey(query), async () => ({
        json: encode(LibraryFileListSchema, await listLibraryFiles(db(), query, null)),
      })),
  }
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>
