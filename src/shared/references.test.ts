import { describe, expect, it } from 'vitest'
import {
  allReferencePrefixes,
  paymentReferencePrefixes,
  referenceIn,
  referenceKindOf,
  referencePattern,
  referencePrefixes,
  referencesIn,
} from './references.ts'

const payments = paymentReferencePrefixes
const found = (text: string) => referenceIn(text, payments)

describe('referenceIn: a reference as a bank statement shows it', () => {
  it.each([
    'BK-2XFHZ5E8',
    'BK2XFHZ5E8',
    'bk-2xfhz5e8',
    'bk 2xfh z5e8',
    'B K 2 X F H Z 5 E 8',
    'BK - 2XFH-Z5E8',
    'NKOSI BK-2XFHZ5E8',
    'nkosi bk 2xfh z5e8',
    'BK-2XFHZ5E8 NKOSI',
    'NKOSI, BK-2XFHZ5E8. Thanks',
    'Payment for BK-2XFHZ5E8',
    'NKOSI/BK2XFHZ5E8/FNB',
    'BK-2XFHZ5E8 BK-2XFHZ5E8',
  ])('finds BK-2XFHZ5E8 in %j', (text) => {
    expect(found(text)).toEqual({ ok: true, reference: 'BK-2XFHZ5E8' })
  })

  it('reads O as 0 and I or L as 1, as Crockford does', () => {
    expect(found('BK-O1IL0OAB')).toEqual({ ok: true, reference: 'BK-011100AB' })
    expect(found('vo-oooo1111')).toEqual({ ok: true, reference: 'VO-00001111' })
    // The prefix VO itself read with a 0 still names a video order.
    expect(found('V0-2XFHZ5E8')).toEqual({ ok: true, reference: 'VO-2XFHZ5E8' })
  })

  it('keeps S, Z and B as they are: they are code characters of their own', () => {
    expect(found('BK-2XFHZSE8')).toEqual({ ok: true, reference: 'BK-2XFHZSE8' })
    expect(found('DN-BBZZSS88')).toEqual({ ok: true, reference: 'DN-BBZZSS88' })
  })

  it('finds nothing when a character is missing, extra or no code character (U)', () => {
    expect(found('BK-2XFHZ5E')).toEqual({ ok: false, reason: 'none' })
    expect(found('BK-2XFHZ5E8X')).toEqual({ ok: false, reason: 'none' })
    expect(found('BK-2XFHZ5EU')).toEqual({ ok: false, reason: 'none' })
    expect(found('BK-2XFHZ5E8X NKOSI')).toEqual({ ok: false, reason: 'none' })
    expect(found('')).toEqual({ ok: false, reason: 'none' })
    expect(found('NKOSI SCHOOL FEES')).toEqual({ ok: false, reason: 'none' })
  })

  it('finds nothing glued to the payer’s words, so a run-on never reads as another code', () => {
    expect(found('NKOSIBK2XFHZ5E8')).toEqual({ ok: false, reason: 'none' })
    expect(found('BK2XFHZ5E8NKOSI')).toEqual({ ok: false, reason: 'none' })
  })

  it('refuses text that names two different references', () => {
    expect(found('BK-2XFHZ5E8 BK-2XFHZ5E9')).toEqual({ ok: false, reason: 'ambiguous' })
    expect(found('BK-2XFHZ5E8 and DN-2XFHZ5E8')).toEqual({ ok: false, reason: 'ambiguous' })
  })

  it('looks only for the prefixes asked for', () => {
    expect(found('SB-2XFHZ5E8')).toEqual({ ok: false, reason: 'none' })
    expect(referenceIn('sb 2xfhz5e8', allReferencePrefixes)).toEqual({
      ok: true,
      reference: 'SB-2XFHZ5E8',
    })
    // A word that starts like a prefix is no reference when the length is not exact.
    expect(referencesIn('PAYMENT 12 BK-2XFHZ5E8', payments)).toEqual(['BK-2XFHZ5E8'])
  })
})

describe('reference prefixes', () => {
  it('are two letters each and all different, also as Crockford reads them', () => {
    const read = allReferencePrefixes.map((p) => p.replace(/O/g, '0'))
    expect(new Set(read).size).toBe(allReferencePrefixes.length)
    for (const prefix of allReferencePrefixes) expect(prefix).toMatch(/^[A-Z]{2}$/)
  })

  it('name their kind back', () => {
    expect(referenceKindOf('SB-2XFHZ5E8')).toBe('school_booking')
    expect(referenceKindOf('ZZ-2XFHZ5E8')).toBeUndefined()
    expect(referencePattern(referencePrefixes.booking).test('BK-2XFHZ5E8')).toBe(true)
    expect(referencePattern(referencePrefixes.booking).test('BK-2XFHZ5EU')).toBe(false)
  })
})
