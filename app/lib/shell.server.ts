import { layoutContent } from '~/content/layout'
import { analyticsConfigured, analyticsIds } from './analytics-config'
import {
  analyticsScript,
  colorModeScript,
  controlsScript,
  islandsBootstrap,
  leadSourceScript,
} from '~/inline-scripts/page-scripts.server'
import { islandsEntryUrl } from '~/islands/build.server'
import { mapEmbedUrl } from './map-embed'
import { publicEnv } from './public-env'
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

/** The head's inline script, which the first paint needs: the colour mode. */
export function headScripts(): string[] {
  return [colorModeScript]
}

/**
 * The inline scripts at the end of the body, which the first paint does not need: the visit's
 * source (for the contact form), the controls (app/inline-scripts/controls.ts), analytics when
 * configured.
 */
export function endOfBodyScripts(): string[] {
  const { map } = layoutContent
  const query = `${siteConfig.city}, ${siteConfig.region}`
  return [
    leadSourceScript,
    controlsScript({ title: map.title, embedUrl: mapEmbedUrl(query, publicEnv.googleMapsApiKey) }),
    ...(analyticsConfigured ? [analyticsScript(analyticsIds)] : []),
  ]
}

/** Last on a page with islands: the loader of the islands' script. */
export function islandsScripts(): string[] {
  return [islandsBootstrap(islandsEntryUrl())]
}
