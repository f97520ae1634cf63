import { describe, expect, it } from 'vitest'
import { allReferencePrefixes, referenceIn, referencePattern } from '#shared/references.ts'
import { newReference } from './reference.ts'

describe('newReference', () => {
  it('gives each kind its prefix and 8 Crockford characters', () => {
    for (const prefix of allReferencePrefixes) {
      expect(newReference(prefix)).toMatch(referencePattern(prefix))
    }
  })

  it('draws every code character, and no two of 10,000 references alike', () => {
    const drawn = Array.from({ length: 10_000 }, () => newReference('BK'))
    expect(new Set(drawn).size).toBe(drawn.length)
    const characters = new Set(drawn.flatMap((reference) => [...reference.slice(3)]))
    expect(characters.size).toBe(32)
  })

  it('is read back from a statement exactly as it was given', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newReference('DN')
      const spoken = `nkosi ${reference.toLowerCase().replace('-', ' ')}`
      expect(referenceIn(spoken, ['DN'])).toEqual({ ok: true, reference })
    }
  })
})
