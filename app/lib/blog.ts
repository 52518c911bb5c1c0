import type { Document } from '@contentful/rich-text-types'
import type { ArticleBlock } from '~/content/schemas'

export type BlogPost = {
  id: string
  slug: string
  title: string
  metaTitle: string
  excerpt: string
  tags: string[]
  metaDescription: string
  lastModified: string
  image: string
  imageAlt: string
  blocks?: readonly ArticleBlock[]
  body?: Document
}

// Only a post's own page sends its article.
export type PostSummary = Omit<BlogPost, 'blocks' | 'body'> & { lastModifiedLabel: string }

export function postSummary({ blocks: _blocks, body: _body, ...summary }: BlogPost): PostSummary {
  return { ...summary, lastModifiedLabel: formatPostDate(summary.lastModified) }
}

// By the specification, local images exist for ids 0 to 4; 0 is the fallback.
const LOCAL_POST_IMAGE_IDS = ['0', '1', '2', '3', '4'] as const
export const POST_IMAGE_SIZE = { width: 1200, height: 675 } as const
export const POST_DRAWINGS_PATH = '/images/blog/'

export function imageForPostId(id: string): string {
  const known = LOCAL_POST_IMAGE_IDS.find((candidate) => candidate === id) ?? '0'
  return `${POST_DRAWINGS_PATH}post-${known}.svg`
}

export const UPLOADS_PATH = '/images/uploads/'

export function servedImagePath(image: string): string {
  if (!image.startsWith(UPLOADS_PATH) || /\.svg$/i.test(image)) return image
  return image.replace(/\.[a-z]+$/i, `-${POST_IMAGE_SIZE.width}x${POST_IMAGE_SIZE.height}.webp`)
}

export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts.toSorted((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified))
}

const RELATED_POSTS_LIMIT = 3

export function relatedPosts(
  current: Pick<BlogPost, 'title'>,
  posts: readonly BlogPost[],
): BlogPost[] {
  return sortNewestFirst(posts.filter((post) => post.title !== current.title)).slice(
    0,
    RELATED_POSTS_LIMIT,
  )
}

let longDate: Intl.DateTimeFormat | undefined

// Build time only: a page's first Intl formatter loads locale data in one long task.
export function formatPostDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return longDate.format(new Date(isoDate))
}

export function postPath(slug: string): string {
  return `/blog/${slug}`
}

export type ShareCopy = { emailGreeting: string; emailIntro: string; emailFooterText: string }

export function shareLinks(pageUrl: string, title: string, copy: ShareCopy) {
  const encodedUrl = encodeURIComponent(pageUrl)
  const body = `${copy.emailGreeting}\n\n${copy.emailIntro}\n${pageUrl}\n\n${copy.emailFooterText}`
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
  }
}
