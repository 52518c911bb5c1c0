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

// Read at build time, so it travels in the pre-rendered HTML, not as JavaScript.
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
      links: siteConfig.navLinks
        .filter((link) => !link.hideFromTopNav)
        .map(({ title, href }) => ({ title, href })),
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
      // The browser shows its own current year once script runs.
      buildYear: new Date().getFullYear(),
    },
    map: { ...layoutContent.map, query: `${siteConfig.city}, ${siteConfig.region}` },
  }
}

export type ShellData = ReturnType<typeof shellData>

export function headScripts(): string[] {
  return [colorModeScript]
}

export function endOfBodyScripts(): string[] {
  const { map } = layoutContent
  const query = `${siteConfig.city}, ${siteConfig.region}`
  return [
    leadSourceScript,
    controlsScript({ title: map.title, embedUrl: mapEmbedUrl(query, publicEnv.googleMapsApiKey) }),
    ...(analyticsConfigured ? [analyticsScript(analyticsIds)] : []),
  ]
}

export function islandsScripts(): string[] {
  return [islandsBootstrap(islandsEntryUrl())]
}
