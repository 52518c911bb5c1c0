import { describe, expect, test } from 'vitest'
import type { PageConfig } from '~/content/schemas'
import { pageKeyFromPath, resolvePageMetaData } from './page-meta'

function page(url: string, title: string): PageConfig {
  return {
    url,
    h1: title,
    subtitle: `${title} subtitle`,
    metaData: { title, description: `${title} description`, siteName: 'Test Site' },
  }
}

const pages = {
  home: page('/', 'Home title'),
  blog: page('/blog', 'Blog title'),
  contact: page('/contact', 'Contact title'),
  services: page('/services', 'Services title'),
  treeRemoval: page('/tree-removal', 'Tree removal title'),
  emergencyTreeServices: page('/emergency-tree-services', 'Emergency title'),
}

describe('pageKeyFromPath', () => {
  test('drops the leading slash and camel-cases hyphenated segments', () => {
    expect(pageKeyFromPath('/tree-removal')).toBe('treeRemoval')
    expect(pageKeyFromPath('/emergency-tree-services')).toBe('emergencyTreeServices')
    expect(pageKeyFromPath('/about')).toBe('about')
  })

  test('ignores a trailing slash and maps the root to the empty key', () => {
    expect(pageKeyFromPath('/tree-removal/')).toBe('treeRemoval')
    expect(pageKeyFromPath('/')).toBe('')
  })
})

describe('resolvePageMetaData', () => {
  test("uses the page's own metaData when the key matches", () => {
    expect(resolvePageMetaData('/tree-removal', pages).title).toBe('Tree removal title')
    expect(resolvePageMetaData('/emergency-tree-services/', pages).title).toBe('Emergency title')
  })

  test('uses the supplied fallback when no page matches, even on a blog path', () => {
    const fallback = { title: 'Post title', description: 'Post description', siteName: 'X' }
    expect(resolvePageMetaData('/blog/some-post', pages, fallback)).toBe(fallback)
  })

  test('falls back to blog, contact or services metadata by the word in the path', () => {
    expect(resolvePageMetaData('/blog/unknown-post', pages).title).toBe('Blog title')
    expect(resolvePageMetaData('/contact-us-now', pages).title).toBe('Contact title')
    expect(resolvePageMetaData('/our-services/extra', pages).title).toBe('Services title')
  })

  test('defaults to the home page metadata', () => {
    expect(resolvePageMetaData('/', pages).title).toBe('Home title')
    expect(resolvePageMetaData('/somewhere-else', pages).title).toBe('Home title')
  })
})
