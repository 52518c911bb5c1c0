import { Icon } from '~/components/ui/icon'
import { useShell } from '~/lib/use-shell'
import { mapLinkUrl } from '~/lib/map-embed'

// A same-size placeholder until the controls script (app/inline-scripts/controls.ts) swaps the map in near the viewport.
function MapEmbed({ height = 320 }: { height?: number }) {
  const { map } = useShell()
  return (
    <div
      style={{ height }}
      className="relative w-full overflow-hidden rounded-2xl border border-line bg-tint-strong"
    >
      <a
        href={mapLinkUrl(map.query)}
        data-map-link
        className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center font-semibold text-brand underline-offset-4 hover:underline"
      >
        <Icon name="map-pin" className="size-10" />
        <span>
          {map.openInMapsLabel} ({map.query})
        </span>
      </a>
    </div>
  )
}

export function MapSection({
  heading,
  text,
  height,
  compactOnPhone = false,
}: {
  heading: string
  text?: string
  height?: number
  compactOnPhone?: boolean
}) {
  const phone = compactOnPhone
    ? { section: 'max-sm:py-6', box: 'max-sm:gap-3', h2: 'max-sm:text-xl' }
    : undefined
  return (
    <section aria-labelledby="map-heading" className={`bg-tint py-14 ${phone?.section ?? ''}`}>
      <div className={`site-container flex flex-col gap-6 ${phone?.box ?? ''}`}>
        <div className="max-w-prose">
          <h2 id="map-heading" className={`text-3xl font-extrabold ${phone?.h2 ?? ''}`}>
            {heading}
          </h2>
          {text ? <p className="mt-2 text-muted">{text}</p> : null}
        </div>
        <MapEmbed height={height} />
      </div>
    </section>
  )
}
