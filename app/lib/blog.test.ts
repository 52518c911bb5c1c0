import { describe, expect, test } from 'vitest'
import {
  type BlogPost,
  formatPostDate,
  imageForPostId,
  postSummary,
  relatedPosts,
  shareLinks,
  sortNewestFirst,
} from './blog'
import { rssFeed } from './rss'

function post(id: string, title: string, lastModified: string): BlogPost {
  return {
    id,
    slug: `post-${id}`,
    title,
    metaTitle: title,
    excerpt: `${title} & more`,
    tags: [],
    metaDescription: '',
    lastModified,
    image: imageForPostId(id),
    imageAlt: '',
  }
}

const posts = [
  post('1', 'Oldest', '2023-12-05T09:00:00Z'),
  post('2', 'Newest', '2024-01-23T09:00:00Z'),
  post('3', 'Middle', '2023-12-19T09:00:00Z'),
  post('4', 'Second', '2024-01-09T09:00:00Z'),
]

test('the list is sorted by lastModified, newest first', () => {
  expect(sortNewestFirst(posts).map((p) => p.title)).toEqual([
    'Newest',
    'Second',
    'Middle',
    'Oldest',
  ])
})

describe('related posts', () => {
  test('exclude the current post by title, newest first, at most 3', () => {
    expect(relatedPosts(posts[1]!, posts).map((p) => p.title)).toEqual([
      'Second',
      'Middle',
      'Oldest',
    ])
    expect(relatedPosts(posts[0]!, posts).map((p) => p.title)).toEqual([
      'Newest',
      'Second',
      'Middle',
    ])
  })

  test('match by title, not by id', () => {
    const sameTitle = { ...posts[2]!, id: 'other' }
    expect(relatedPosts(sameTitle, posts).map((p) => p.title)).not.toContain('Middle')
  })
})

test('dates use the en-US long form', () => {
  expect(formatPostDate('2024-01-05T09:00:00Z')).toBe('January 5, 2024')
  expect(formatPostDate('2023-12-31T23:30:00Z')).toBe('December 31, 2023')
})

test('a summary leaves the article out and carries its date as a reader reads it', () => {
  const summary = postSummary({ ...post('1', 'Oaks', '2024-01-05T09:00:00Z'), blocks: [] })
  expect(summary).not.toHaveProperty('blocks')
  expect(summary.lastModified).toBe('2024-01-05T09:00:00Z')
  expect(summary.lastModifiedLabel).toBe('January 5, 2024')
})

test('images are chosen by id; unknown ids get image 0', () => {
  expect(imageForPostId('3')).toBe('/images/blog/post-3.svg')
  expect(imageForPostId('7x')).toBe('/images/blog/post-0.svg')
})

test('share links: the sharer gets the encoded url; the e-mail has subject, greeting, link and footer', () => {
  const url = 'https://www.canopytreecare.example/blog/tree-pruning-guide'
  const links = shareLinks(url, 'Pruning & you', {
    emailGreeting: 'Hi,',
    emailIntro: 'Have a look:',
    emailFooterText: 'Canopy Tree Care',
  })
  expect(links.facebook).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  )
  const mail = new URL(links.email)
  expect(mail.protocol).toBe('mailto:')
  expect(mail.searchParams.get('subject')).toBe('Pruning & you')
  expect(mail.searchParams.get('body')).toBe(`Hi,\n\nHave a look:\n${url}\n\nCanopy Tree Care`)
})

test('the RSS feed lists every post with absolute links and escaped text', () => {
  const xml = rssFeed({
    title: 'Blog',
    description: 'Tips',
    siteUrl: 'https://example.test/blog',
    feedUrl: 'https://example.test/blog/rss.xml',
    posts: sortNewestFirst(posts),
    postUrl: (p) => `https://example.test/blog/${p.slug}`,
  })
  expect(xml.match(/<item>/g)).toHaveLength(4)
  expect(xml).toContain('<link>https://example.test/blog/post-2</link>')
  expect(xml).toContain('Newest &amp; more')
  expect(xml.indexOf('Newest')).toBeLessThan(xml.indexOf('Oldest'))
})
