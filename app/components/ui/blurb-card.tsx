import type { Blurb } from '~/content/schemas'
import { IconTile } from './icon-tile'

/** A short point with its icon: careers perks, contact value propositions. */
export function BlurbCard({ blurb }: { blurb: Blurb }) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5 sm:p-6">
      <IconTile name={blurb.icon} />
      <h3 className="text-lg font-bold">{blurb.title}</h3>
      <p className="text-muted">{blurb.text}</p>
    </li>
  )
}
