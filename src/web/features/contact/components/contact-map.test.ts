import { describe, expect, it } from 'vitest'
import { mapLinks, tileUrl } from './contact-map.tsx'

describe('the contact page map links', () => {
  const links = mapLinks({ latitude: -25.7726, longitude: 28.0694 })

  it('embeds an OpenStreetMap view around the business with a marker on it', () => {
    const embed = new URL(links.embed)
    expect(embed.origin).toBe('https://www.openstreetmap.org')
    expect(embed.pathname).toBe('/export/embed.html')
    expect(embed.searchParams.get('marker')).toBe('-25.7726,28.0694')
    const [west, south, east, north] = embed.searchParams.get('bbox')!.split(',').map(Number)
    expect(west! < 28.0694 && 28.0694 < east!).toBe(true)
    expect(south! < -25.7726 && -25.7726 < north!).toBe(true)
  })

  it('links to the map and to directions for when the embed cannot load', () => {
    expect(links.view).toBe(
      'https://www.openstreetmap.org/?mlat=-25.7726&mlon=28.0694#map=15/-25.7726/28.0694',
    )
    expect(links.directions).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-25.7726,28.0694',
    )
  })
})

describe('the map service probe', () => {
  it('asks for the zoom-15 tile that holds the business, which the embed shows too', () => {
    // Tile 18938/18813 spans 28.0591..28.0701 E and 25.7702..25.7801 S.
    expect(tileUrl({ latitude: -25.7726, longitude: 28.0694 })).toBe(
      'https://tile.openstreetmap.org/15/18938/18813.png',
    )
    expect(tileUrl({ latitude: 0, longitude: 0 })).toBe(
      'https://tile.openstreetmap.org/15/16384/16384.png',
    )
  })
})
