/**
 * A value made on first use and kept. For what is costly to make and often unused by a
 * page: an `Intl` formatter loads its locale data when constructed (tens of milliseconds
 * on a phone), so one made at module load delays every page that merely imports it.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  let made = false
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value as T
  }
}
