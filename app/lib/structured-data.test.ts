import { expect, test } from 'vitest'
import { siteConfig } from '~/content/site'
import {
  blogPosting,
  breadcrumbs,
  graph,
  internationalPhone,
  localBusiness,
  serviceSchema,
  website,
} from './structured-data'

test("the business: the most specific fitting LocalBusiness type with Google's properties", () => {
  const business = localBusiness(siteConfig)
  expect(business).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    name: 'Canopy Tree Care',
    telephone: '+1-217-555-0142',
    url: 'https://www.canopytreecare.example/',
    priceRange: '$$',
    image: 'https://www.canopytreecare.example/og-image.png',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      addressCountry: 'US',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: siteConfig.geo.latitude,
      longitude: siteConfig.geo.longitude,
    },
  })
  expect(business).toHaveProperty('openingHoursSpecification', [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  ])
  expect(JSON.stringify(business)).not.toMatch(/aggregateRating|review/i)
})

test('phone numbers carry the country code', () => {
  expect(internationalPhone('tel:+12175550142')).toBe('+1-217-555-0142')
})

test('WebSite, Service, BlogPosting and BreadcrumbList', () => {
  expect(website(siteConfig)).toMatchObject({
    '@type': 'WebSite',
    url: 'https://www.canopytreecare.example/',
  })
  expect(
    serviceSchema({
      name: 'Stump Grinding',
      description: 'Grinding',
      path: '/stump-grinding',
      site: siteConfig,
    }),
  ).toMatchObject({
    '@type': 'Service',
    name: 'Stump Grinding',
    url: 'https://www.canopytreecare.example/stump-grinding',
    provider: { '@id': 'https://www.canopytreecare.example/#business' },
  })
  const post = blogPosting({
    title: 'A guide',
    description: 'About pruning',
    path: '/blog/a-guide',
    image: '/images/blog/post-1.svg',
    datePublished: '2024-01-05T09:00:00Z',
    dateModified: '2024-01-05T09:00:00Z',
    site: siteConfig,
  })
  expect(post).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'A guide',
    image: 'https://www.canopytreecare.example/images/blog/post-1.svg',
    datePublished: '2024-01-05T09:00:00Z',
    dateModified: '2024-01-05T09:00:00Z',
    author: { '@type': 'Organization', name: 'Canopy Tree Care' },
    publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
  })
  expect(
    breadcrumbs([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]),
  ).toEqual({
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: 'https://www.canopytreecare.example/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Blog',
        item: 'https://www.canopytreecare.example/blog',
      },
    ],
  })
  expect(graph([website(siteConfig)])['@context']).toBe('https://schema.org')
})
