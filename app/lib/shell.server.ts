import { layoutContent } from '~/content/layout'
import { noticesContent } from '~/content/notices'
import { colorModeScript } from './color-mode'
import { leadSourceScript } from './lead-source'
import { cachedWebFontsScript } from './web-fonts'
import { featuredServices } from '~/content/services'
import { siteConfig } from '~/content/site'

/**
 * Everything the shared layout shows (header, navigation, footer, map, sticky call), read once at
 * build time by the root loader. It travels in the pre-rendered HTML, not as JavaScript.
 */
export function shellData() {
  const servicesHref = '/services'
  return {
    companyName: siteConfig.companyName,
    logoAlt: siteConfig.logoAlt,
    skipLink: layoutContent.skipLink,
    sectionError: noticesContent.sectionError,
    stickyCall: layoutContent.stickyCall,
    topBar: {
      badge: layoutContent.badge,
      requestQuote: layoutContent.requestQuote,
      callLabel: layoutContent.callLabel,
    },
    nav: {
      label: layoutContent.primaryNavLabel,
      servicesToggleLabel: layoutContent.servicesToggleLabel,
      menuOpenLabel: layoutContent.menuOpenLabel,
      menuCloseLabel: layoutContent.menuCloseLabel,
      servicesHref,
      /** Every nav link not marked hideFromTopNav (Careers is hidden). */
      links: siteConfig.navLinks
        .filter((link) => !link.hideFromTopNav)
        .map(({ title, href }) => ({ title, href })),
      /** The Services dropdown: the featured services, name and path each. */
      services: featuredServices.map(({ id, name, path }) => ({ id, name, path })),
    },
    footer: {
      ...layoutContent.footer,
      services: featuredServices.map(({ id, name, path, linkTitle }) => ({
        id,
        path,
        title: linkTitle ?? name,
      })),
      hoursOfOperation: siteConfig.hoursOfOperation,
      footerText: siteConfig.footerText,
      /** The year the pages were built; the browser shows its own current year once script runs. */
      buildYear: new Date().getFullYear(),
    },
    map: { ...layoutContent.map, query: `${siteConfig.city}, ${siteConfig.region}` },
  }
}

export type ShellData = ReturnType<typeof shellData>

/**
 * The head's inline scripts, which the first paint needs (the colour mode, the web font when it is
 * cached): sent as loader data, so their text travels in the HTML and not a second time in the
 * JavaScript.
 */
export function headScripts(): string[] {
  return [colorModeScript, cachedWebFontsScript]
}

/**
 * The inline scripts at the end of the body: the visit's source, which the first paint does not
 * need. Opening the tab's sessionStorage is a synchronous call to the browser, 2–11 ms on this
 * machine, and in the head it held up the first paint (decision 013, point 14).
 */
export function endOfBodyScripts(): string[] {
  return [leadSourceScript]
}
