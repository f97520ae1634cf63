import { formatSastOpenTime } from '#shared/sast.ts'

/** How much of a bio a tutor card shows (spec part 1 §9). */
export const BIO_PREVIEW_LENGTH = 120
/** How many expertise tags a card shows before '+N more' (spec part 1 §9). */
export const CARD_EXPERTISE_TAGS = 3

/** The bio cut at 120 characters, with '...' when something was cut. */
export function bioPreview(bio: string): string {
  const text = bio.trim()
  if (text.length <= BIO_PREVIEW_LENGTH) return text
  return `${text.slice(0, BIO_PREVIEW_LENGTH).trimEnd()}...`
}

/** The first three tags and how many more there are. */
export function expertiseTags(expertise: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: expertise.slice(0, CARD_EXPERTISE_TAGS),
    more: Math.max(0, expertise.length - CARD_EXPERTISE_TAGS),
  }
}

/** '1 year', '14 years': a tutor's experience. */
export function yearsOfExperience(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`
}

/** 'TM' for 'Thandiwe Mokoena': the avatar of a tutor without a photo. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}

/**
 * 'Next open: Tue 26 Nov, 14:00' (SAST) for a tutor who publishes availability (issue 20);
 * null without a next open time, where the card stays as the spec shows it.
 */
export function nextOpenText(nextOpenAt: string | null | undefined): string | null {
  return nextOpenAt ? `Next open: ${formatSastOpenTime(nextOpenAt)}` : null
}
