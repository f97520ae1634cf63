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
    // Most starts find the modules as they are: reading them is cheaper than rewriting
    // them, and a rewrite would tell every instance the catalogue changed (issue 23).
    const stored = await tx
      .select({
        slug: mathematicsModules.slug,
        name: mathematicsModules.name,
        group: mathematicsModules.groupName,
        sortOrder: mathematicsModules.sortOrder,
      })
      .from(mathematicsModules)
    const bySlug = new Map(stored.map((row) => [row.slug, row]))
    const upToDate = catalogueModules.every((module, index) => {
      const row = bySlug.get(module.slug)
      return row?.name === module.name && row.group === module.group && row.sortOrder === index
    })
    if (!upToDate) await upsertModules(tx)

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

async function upsertModules(tx: Db): Promise<void> {
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
}
