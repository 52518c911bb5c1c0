import { NavLink } from 'react-router'
import { layoutContent } from '~/content/layout'
import { isServicesLink, topNavLinks } from '~/lib/navigation'
import { ServicesDropdown, navLinkClass } from './services-dropdown'

/** The desktop navigation (the menu drawer takes over on small screens). */
export function MainNav() {
  return (
    <nav aria-label={layoutContent.primaryNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-2">
        {topNavLinks.map((link) =>
          isServicesLink(link.href) ? (
            <ServicesDropdown key={link.href} title={link.title} />
          ) : (
            <li key={link.href}>
              <NavLink to={link.href} end className={navLinkClass}>
                {link.title}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
