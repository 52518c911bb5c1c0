import { NavLink } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { ServiceMenuItem } from '~/content/schemas'

export function ServiceSideMenu({ heading, items }: { heading: string; items: ServiceMenuItem[] }) {
  return (
    <nav
      aria-labelledby="service-menu-heading"
      className="rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id="service-menu-heading" className="mb-3 text-lg font-extrabold">
        {heading}
      </h2>
      <ul className="flex flex-col">
        {items.map((service) => (
          <li key={service.slug}>
            <NavLink
              to={`/${service.slug}`}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-between gap-2 rounded-xl px-3 font-semibold hover:bg-tint-strong hover:text-brand ${
                  isActive ? 'bg-tint-strong text-brand' : 'text-ink'
                }`
              }
            >
              {service.name}
              <Icon name="chevron-right" className="size-4 shrink-0" />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
