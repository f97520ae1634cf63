import { sastDateOf } from '#shared/sast.ts'

/** `backup-20261126T000000Z.tar.gz`, encrypted `….tar.gz.age`: the names this product writes. */
const archiveName = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz(\.age)?$/

/** `backup-20261126T152200Z.tar.gz`: UTC, sortable, no characters a shell or Windows minds. */
export const archiveFileName = (takenAt: Date, encrypted: boolean) =>
  `backup-${takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz${encrypted ? '.age' : ''}`

/** When an archive of ours was taken, from its name; null for any other file. */
export function archiveTakenAt(name: string): Date | null {
  const match = archiveName.exec(name)
  if (!match) return null
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number) as number[]
  return new Date(Date.UTC(year!, month! - 1, day!, hours, minutes, seconds))
}

/** The SAST date of the Monday of an instant's week: one key per calendar week. */
function sastWeekOf(instant: Date): string {
  const day = sastDateOf(instant)
  const midnight = new Date(`${day}T00:00:00Z`)
  const sinceMonday = (midnight.getUTCDay() + 6) % 7
  return new Date(midnight.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

/** Every archive this young is kept, so one taken by hand before a change outlives the day. */
export const KEEP_ALL_WITHIN_MS = 24 * 60 * 60_000

export interface RetentionPolicy {
  /** The newest archive of each of the last this many SAST days that have one. */
  keepDaily: number
  /** And the newest of each of the last this many calendar weeks that have one. */
  keepWeekly: number
}

/**
 * Which of `names` to delete: every archive of the last 24 hours is kept, and beyond that
 * restic's `--keep-daily` / `--keep-weekly` rule, so an installation that was off for a
 * month still keeps its last week of backups rather than none. Files that are not our
 * archives are never touched.
 */
export function archivesToDelete(
  names: string[],
  policy: RetentionPolicy,
  now = new Date(),
): string[] {
  const ours = names
    .map((name) => ({ name, takenAt: archiveTakenAt(name) }))
    .filter((entry): entry is { name: string; takenAt: Date } => entry.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name))
  const keep = new Set<string>()
  const keepNewestPer = (period: (instant: Date) => string, count: number) => {
    const seen = new Set<string>()
    for (const entry of ours) {
      const key = period(entry.takenAt)
      if (seen.has(key)) continue
      if (seen.size >= count) break
      seen.add(key)
      keep.add(entry.name)
    }
  }
  for (const entry of ours) {
    if (now.getTime() - entry.takenAt.getTime() < KEEP_ALL_WITHIN_MS) keep.add(entry.name)
  }
  keepNewestPer(sastDateOf, policy.keepDaily)
  keepNewestPer(sastWeekOf, policy.keepWeekly)
  return ours.filter((entry) => !keep.has(entry.name)).map((entry) => entry.name)
}
