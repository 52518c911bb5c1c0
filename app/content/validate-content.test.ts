import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { faq } from './faq'
import { builtInPosts } from './posts'
import { faqSchema } from './schemas'
import { featuredServices } from './services'
import { siteConfig } from './site'
import { testimonials } from './testimonials'
import { contentModules, ContentValidationError, validateContent } from './validate-content'

function moduleNamed(exportName: string) {
  const found = contentModules.find((module) => module.exportName === exportName)
  if (!found) throw new Error(`no content module exports ${exportName}`)
  return found
}

test('every content module of the site matches its schema', () => {
  expect(() => validateContent()).not.toThrow()
})

describe('a broken content module fails with its file and field', () => {
  test('an empty FAQ answer names app/content/faq.ts and faq[3].answer', () => {
    const data = faq.map((entry, index) => (index === 3 ? { ...entry, answer: '' } : entry))
    const broken = [{ ...moduleNamed('faq'), data }]
    expect(() => validateContent(broken)).toThrow(ContentValidationError)
    expect(() => validateContent(broken)).toThrow(
      /app\/content\/faq\.ts: faq\[3\]\.answer: must not be empty/,
    )
  })

  test('a wrong count is reported against the module (20 FAQ)', () => {
    const data = faq.slice(0, 19)
    const schema = z.array(faqSchema).length(20)
    expect(() =>
      validateContent([{ file: 'app/content/faq.ts', exportName: 'faq', schema, data }]),
    ).toThrow(/app\/content\/faq\.ts: faq: .*20/)
  })

  test('a bad phone link in the site config names the field', () => {
    const data = { ...siteConfig, telLink: '555-0142' }
    expect(() => validateContent([{ ...moduleNamed('siteConfig'), data }])).toThrow(
      /app\/content\/site\.ts: siteConfig\.telLink: must look like tel:\+12175550142/,
    )
  })
})

test('the spec counts hold: 20 FAQ, 9 featured services, 3 testimonials, 4 posts', () => {
  expect(faq).toHaveLength(20)
  expect(featuredServices).toHaveLength(9)
  expect(testimonials).toHaveLength(3)
  expect(builtInPosts).toHaveLength(4)
})

test('the featured services repeat exactly one route, as the spec says', () => {
  const paths = featuredServices.map((service) => service.path)
  expect(paths.length - new Set(paths).size).toBe(1)
})
