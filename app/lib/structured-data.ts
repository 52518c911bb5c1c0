import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  HomeAndConstructionBusiness,
  Service,
  Thing,
  WebSite,
} from 'schema-dts'
import type { SiteConfig } from '~/content/schemas'
import { absoluteUrl, siteOrigin } from './site-url'
import { FAVICON_SVG_PATH } from './tab-icon'

// Google's documented required and recommended properties; no self-serving review or rating markup.
const businessId = () => `${siteOrigin}/#business`
const websiteId = () => `${siteOrigin}/#website`

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export function internationalPhone(telLink: string): string {
  const digits = telLink.replace(/\D/g, '')
  return `+${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
}

// Tree care has no schema.org type of its own; this is the most specific fitting LocalBusiness.
export function localBusiness(site: SiteConfig): HomeAndConstructionBusiness {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(),
    additionalType: 'https://en.wikipedia.org/wiki/Arborist',
    name: site.companyName,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    telephone: internationalPhone(site.telLink),
    email: site.email,
    image: absoluteUrl(site.ogImage),
    logo: absoluteUrl(FAVICON_SVG_PATH),
    priceRange: site.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.streetAddress,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...WEEK],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    areaServed: site.areaServed.map((name) => ({
      '@type': 'City',
      name: `${name}, ${site.region}`,
    })),
  }
}

export function website(site: SiteConfig): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(),
    url: absoluteUrl('/'),
    name: site.companyName,
    inLanguage: 'en-US',
    publisher: { '@id': businessId() },
  }
}

export function serviceSchema(options: {
  name: string
  description: string
  path: string
  site: SiteConfig
}): Service {
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(options.path)}#service`,
    name: options.name,
    serviceType: options.name,
    description: options.description,
    url: absoluteUrl(options.path),
    provider: { '@id': businessId() },
    areaServed: options.site.areaServed.map((name) => ({
      '@type': 'City',
      name: `${name}, ${options.site.region}`,
    })),
  }
}

export function blogPosting(options: {
  title: string
  description: string
  path: string
  image: string
  datePublished: string
  dateModified: string
  site: SiteConfig
}): BlogPosting {
  const organization = {
    '@type': 'Organization' as const,
    '@id': businessId(),
    name: options.site.companyName,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject' as const, url: absoluteUrl(FAVICON_SVG_PATH) },
  }
  return {
    '@type': 'BlogPosting',
    headline: options.title,
    description: options.description,
    image: options.image.startsWith('http') ? options.image : absoluteUrl(options.image),
    datePublished: options.datePublished,
    dateModified: options.dateModified,
    author: organization,
    publisher: organization,
    mainEntityOfPage: absoluteUrl(options.path),
    inLanguage: 'en-US',
  }
}

export function breadcrumbs(trail: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

export function graph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes }
}
