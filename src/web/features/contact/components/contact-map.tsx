import { useEffect, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { ExternalLinkIcon, MapPinIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

const MAP_ORIGIN = 'https://www.openstreetmap.org'
const TILE_ORIGIN = 'https://tile.openstreetmap.org'
const ZOOM = 15
/** How long the reachability check may take before the map counts as out of reach. */
const PROBE_TIMEOUT_MS = 8000

type MapState = 'idle' | 'checking' | 'ready' | 'unreachable'

export function mapLinks({ latitude, longitude }: { latitude: number; longitude: number }) {
  const span = { lat: 0.01, lon: 0.016 }
  const bbox = [
    longitude - span.lon,
    latitude - span.lat,
    longitude + span.lon,
    latitude + span.lat,
  ]
    .map((value) => value.toFixed(5))
    .join(',')
  return {
    embed: `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    view: `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=${ZOOM}/${latitude}/${longitude}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
  }
}

/** Whether to spend the visitor's data on the map without asking. */
function mayLoadByItself() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return window.matchMedia('(min-width: 768px)').matches && !connection?.saveData
}

/** The map tile (zoom 15) that holds the position: the embed loads it too, so it is cached. */
export function tileUrl({ latitude, longitude }: { latitude: number; longitude: number }) {
  const scale = 2 ** ZOOM
  const x = Math.floor(((longitude + 180) / 360) * scale)
  const radians = (latitude * Math.PI) / 180
  const y = Math.floor(
    ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale,
  )
  return `${TILE_ORIGIN}/${ZOOM}/${x}/${y}.png`
}

/** Resolves true when the map service answers, false when it fails or takes too long. */
function mapServiceReachable(probeUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image()
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS)
    function finish(reachable: boolean) {
      clearTimeout(timer)
      probe.onload = probe.onerror = null
      resolve(reachable)
    }
    probe.onload = () => finish(true)
    probe.onerror = () => finish(false)
    probe.src = probeUrl
  })
}

/**
 * The embedded map (spec part 2 §2 /contact), loaded lazily: on a wide screen when it
 * scrolls into view, on a phone (or with data saver on) only when asked, since a map
 * costs more data than the rest of the page. When the map service is out of reach, a
 * text link takes its place; the links under it work either way.
 */
export function ContactMap({
  address,
  position,
}: {
  address: string
  position: { latitude: number; longitude: number }
}) {
  const [state, setState] = useState<MapState>('idle')
  const containerRef = useRef<HTMLDivElement>(null)
  const links = mapLinks(position)

  const load = () => {
    setState('checking')
    void mapServiceReachable(tileUrl(position)).then((reachable) =>
      setState(reachable ? 'ready' : 'unreachable'),
    )
  }
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container || !mayLoadByItself()) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          loadRef.current()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(container)
    return () => observer.disconnect()
  }, [])

  return (
    <div data-testid="contact-map" data-state={state}>
      <div
        ref={containerRef}
        className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9] lg:aspect-[21/9]"
      >
        {state === 'ready' ? (
          <iframe
            title={`Map showing ${address}`}
            src={links.embed}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <MapPinIcon className="size-10 text-brand-700" />
            <p className="font-medium text-slate-800">{address}</p>
            {state === 'idle' ? (
              <Button variant="outline" onClick={load}>
                Show map
              </Button>
            ) : state === 'checking' ? (
              <p role="status" className="flex items-center gap-2 text-slate-700">
                <Spinner className="size-4 text-brand-700" />
                Loading map...
              </p>
            ) : (
              <p role="status" className="text-slate-700" data-testid="map-unreachable">
                The map could not be loaded.{' '}
                <a
                  href={links.view}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Open the map in a new tab
                </a>
              </p>
            )}
          </div>
        )}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a
          href={links.view}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          View on OpenStreetMap
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a
          href={links.directions}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          Get directions in Google Maps
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
