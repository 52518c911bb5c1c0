import { expect, test } from 'vitest'
import { mapEmbedUrl, mapLinkUrl } from './map-embed'

test('with a key, the Embed API gets the key and the city as the query', () => {
  const url = new URL(mapEmbedUrl('Springfield, IL', 'abc 123'))
  expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed/v1/place')
  expect(url.searchParams.get('key')).toBe('abc 123')
  expect(url.searchParams.get('q')).toBe('Springfield, IL')
})

test('without a key, a keyless embed of the city, never an empty key', () => {
  const url = new URL(mapEmbedUrl('Springfield, IL', ''))
  expect(url.searchParams.has('key')).toBe(false)
  expect(url.searchParams.get('q')).toBe('Springfield, IL')
  expect(url.searchParams.get('output')).toBe('embed')
})

test('the fallback link opens the city in Google Maps', () => {
  expect(new URL(mapLinkUrl('Springfield, IL')).searchParams.get('query')).toBe('Springfield, IL')
})
