import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { FeaturedService } from '~/content/schemas'
import { IconTile } from '~/components/ui/icon-tile'

export function FeaturedServicesGrid({ services }: { services: readonly FeaturedService[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="relative flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <IconTile name={service.icon} />
          <h3 className="text-xl font-bold">{service.name}</h3>
          <p className="flex-1 text-muted">{service.description}</p>
          <Link
            to={service.path}
            className="inline-flex min-h-11 items-center gap-1.5 font-bold text-brand underline-offset-4 after:absolute after:inset-0 after:rounded-3xl hover:underline"
          >
            {service.linkTitle ?? service.name}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
