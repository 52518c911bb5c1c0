import { useSourceHref } from '~/lib/use-source-href'
import { NavLink } from 'react-router'
import { useShell } from '~/lib/use-shell'
import { ServicesDropdown, navLinkClass } from './services-dropdown'

export function MainNav() {
  const { nav } = useShell()
  const sourceHref = useSourceHref()
  return (
    <nav aria-label={nav.label} className="hidden lg:block">
      <ul className="flex items-center gap-2">
        {nav.links.map((link) =>
          link.href === nav.servicesHref ? (
            <ServicesDropdown key={link.href} title={link.title} />
          ) : (
            <li key={link.href}>
              <NavLink to={sourceHref(link.href)} end className={navLinkClass}>
                {link.title}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
