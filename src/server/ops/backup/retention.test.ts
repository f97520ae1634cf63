import { describe, expect, it } from 'vitest'
import { archiveTakenAt, archivesToDelete } from './retention.ts'

const name = (iso: string, encrypted = false) =>
  `backup-${iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz${encrypted ? '.age' : ''}`

/** A day after the newest archive of these tests, so the last 24 hours keep nothing extra. */
const LATER = new Date('2026-11-28T00:00:00Z')

describe('archivesToDelete', () => {
  it('reads the time from our names only', () => {
    expect(archiveTakenAt('backup-20261126T221500Z.tar.gz')?.toISOString()).toBe(
      '2026-11-26T22:15:00.000Z',
    )
    expect(archiveTakenAt('backup-20261126T221500Z.tar.gz.age')).not.toBeNull()
    expect(archiveTakenAt('backup-20261126T221500Z.tar.gz.partial')).toBeNull()
    expect(archiveTakenAt('notes.txt')).toBeNull()
  })

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Two backups a day (00:00 and 12:00 UTC) for 60 days up to Thursday 26 November 2026.
    const names: string[] = []
    for (let day = 0; day < 60; day++) {
      for (const hour of [0, 12]) {
        names.push(name(new Date(Date.UTC(2026, 10, 26 - day, hour)).toISOString()))
      }
    }
    const deleted = new Set(archivesToDelete(names, { keepDaily: 7, keepWeekly: 4 }, LATER))
    const kept = names.filter((n) => !deleted.has(n)).sort()
    expect(kept).toEqual([
      // The newest of the weeks starting Monday 2 and 9 November (SAST) ...
      'backup-20261108T120000Z.tar.gz',
      'backup-20261115T120000Z.tar.gz',
      // ... and of each day 20–26 November (the newest of the weeks of 16 and 23 November).
      'backup-20261120T120000Z.tar.gz',
      'backup-20261121T120000Z.tar.gz',
      'backup-20261122T120000Z.tar.gz',
      'backup-20261123T120000Z.tar.gz',
      'backup-20261124T120000Z.tar.gz',
      'backup-20261125T120000Z.tar.gz',
      'backup-20261126T120000Z.tar.gz',
    ])
  })

  it('counts days that have a backup, so a month switched off keeps the last ones', () => {
    const names = [
      name('2026-06-01T00:00:00Z'),
      name('2026-06-02T00:00:00Z'),
      name('2026-06-03T00:00:00Z'),
    ]
    expect(archivesToDelete(names, { keepDaily: 2, keepWeekly: 0 }, LATER)).toEqual([
      'backup-20260601T000000Z.tar.gz',
    ])
  })

  it('dates a backup by the SAST day: 23:30 UTC is the next morning', () => {
    const names = [name('2026-11-25T21:30:00Z'), name('2026-11-25T22:30:00Z')]
    expect(archivesToDelete(names, { keepDaily: 1, keepWeekly: 0 }, LATER)).toEqual([
      'backup-20261125T213000Z.tar.gz',
    ])
    expect(archivesToDelete(names, { keepDaily: 2, keepWeekly: 0 }, LATER)).toEqual([])
  })

  it('never deletes a file that is not one of our archives', () => {
    const names = ['backup-20261126T000000Z.tar.gz.partial', 'README', name('2026-01-01T00:00:00Z')]
    expect(archivesToDelete(names, { keepDaily: 1, keepWeekly: 0 }, LATER)).toEqual([])
  })

  it('keeps every archive of the last 24 hours, as one taken by hand before a change', () => {
    const names = [
      name('2026-11-26T06:00:00Z'),
      name('2026-11-26T09:00:00Z'),
      name('2026-11-26T10:00:00Z'),
    ]
    const now = new Date('2026-11-27T08:00:00Z')
    expect(archivesToDelete(names, { keepDaily: 1, keepWeekly: 0 }, now)).toEqual([
      'backup-20261126T060000Z.tar.gz',
    ])
  })
})
