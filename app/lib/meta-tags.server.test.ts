import { expect, test } from 'vitest'
import { metaTags } from './meta-tags.server'

test("the head keeps every tag of a page's meta but its structured data, which comes apart", () => {
  const { meta, structuredData } = metaTags('/contact', {
    trail: [{ name: 'Contact', path: '/contact' }],
  })
  expect(meta).toContainEqual({ name: 'robots', content: 'index,follow' })
  expect(meta.some((tag) => 'title' in tag)).toBe(true)
  expect(meta.filter((tag) => 'script:ld+json' in tag)).toEqual([])
  const types = (structuredData['@graph'] as { '@type': string }[]).map((node) => node['@type'])
  expect(types).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList'])
})
