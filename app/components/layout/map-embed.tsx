import { useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/ui/icon'
import { useShell } from '~/lib/use-shell'
import { mapEmbedUrl, mapLinkUrl } from '~/lib/map-embed'
import { publicEnv } from '~/lib/public-env'

/**
 * The map of the city. Nothing is fetched from the map service until the visitor scrolls near it
 * (the iframe replaces a same-size placeholder, so nothing shifts); without scripts, a link.
 */
function MapEmbed({ height = 320 }: { height?: number }) {
  const { map } = useShell()
  const frameRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={frameRef}
      style={{ height }}
      className="relative w-full overflow-hidden rounded-2xl border border-line bg-tint-strong"
    >
      {near ? (
        <iframe
          title={map.title}
          src={mapEmbedUrl(map.query, publicEnv.googleMapsApiKey)}
          width="100%"
          height={height}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
      <a
        href={mapLinkUrl(map.query)}
        className={`absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center font-semibold text-brand underline-offset-4 hover:underline ${near ? 'sr-only' : ''}`}
      >
        <Icon name="map-pin" className="size-10" />
        <span>
          {map.openInMapsLabel} ({map.query})
        </span>
      </a>
    </div>
  )
}

/** The map section shared by the layout and the pages that place their own map. */
function MapSection({
  heading,
  text,
  height,
}: {
  heading: string
  text?: string
  height?: number
}) {
  return (
    <section aria-labelledby="map-heading" className="bg-tint py-14">
      <div className="site-container flex flex-col gap-6">
        <div className="max-w-prose">
          <h2 id="map-heading" className="text-3xl font-extrabold">
            {heading}
          </h2>
          {text ? <p className="mt-2 text-muted">{text}</p> : null}
        </div>
        <MapEmbed height={height} />
      </div>
    </section>
  )
}

/** The map section as its own chunk (see createLazySection): fetched when it nears the viewport. */
export default MapSection
