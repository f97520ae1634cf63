import { eq, sql } from 'drizzle-orm'
import { mathematicsModules as catalogueModules } from '#shared/catalogue.ts'
import type { Db } from './client.ts'
import { mathematicsModules, tutors } from './schema.ts'
import { demoTutors } from './demo-tutors.ts'

/**
 * Reference data, safe to run on every start: the modules of the shared catalogue are
 * upserted by slug (a renamed module keeps its id, so bookings keep pointing at it).
 */
export async function seedReferenceData(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(mathematicsModules)
      .values(
        catalogueModules.map((module, index) => ({
          slug: module.slug,
          name: module.name,
          groupName: module.group,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: mathematicsModules.slug,
        set: {
          name: sql`excluded.name`,
          groupName: sql`excluded.group_name`,
          sortOrder: sql`excluded.sort_order`,
        },
      })

    if (!options.demo) return
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tutors)
      .where(eq(tutors.isDemo, true))
    if ((existing?.count ?? 0) > 0) return
    await tx.insert(tutors).values(
      demoTutors.map((tutor) => ({
        ...tutor,
        expertise: [...tutor.expertise],
        qualifications: [...tutor.qualifications],
        isDemo: true,
      })),
    )
  })
}
