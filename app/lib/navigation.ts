import { featuredServices } from '~/content/services'
import { siteConfig } from '~/content/site'

/** The top navigation: every nav link not marked hideFromTopNav (Careers is hidden). */
export const topNavLinks = siteConfig.navLinks.filter((link) => !link.hideFromTopNav)

/** The Services dropdown: its title links to the services page; sub-links are the featured services. */
export const servicesMenu = {
  href: '/services',
  items: featuredServices.map((service) => ({
    id: service.id,
    name: service.name,
    path: service.path,
  })),
}

export function isServicesLink(href: string): boolean {
  return href === servicesMenu.href
}
