import type { Document } from '@contentful/rich-text-types'
import type { ArticleBlock } from '~/content/schemas'

/** A blog post as the pages render it: from content/posts/ (blocks) or from Contentful (rich text). */
export type BlogPost = {
  id: string
  slug: string
  title: string
  metaTitle: string
  excerpt: string
  tags: string[]
  metaDescription: string
  /** ISO date */
  lastModified: string
  image: string
  imageAlt: string
  /** The article of a post from content/posts/ (the four built-in ones and the owner's). */
  blocks?: readonly ArticleBlock[]
  /** Rich text, for posts from the content service. */
  body?: Document
}

/**
 * What a card or a list shows of a post: everything but its article, which only its own page sends,
 * and its date as a reader reads it, formatted at build time (see formatPostDate).
 */
export type PostSummary = Omit<BlogPost, 'blocks' | 'body'> & { lastModifiedLabel: string }

export function postSummary({ blocks: _blocks, body: _body, ...summary }: BlogPost): PostSummary {
  return { ...summary, lastModifiedLabel: formatPostDate(summary.lastModified) }
}

/** By the specification, local image assets exist for ids 0 to 4; 0 is the fallback. */
const LOCAL_POST_IMAGE_IDS = ['0', '1', '2', '3', '4'] as const
export const POST_IMAGE_SIZE = { width: 1200, height: 675 } as const
/** The site's own cover drawings, in the repository (the CMS uploads photos elsewhere). */
export const POST_DRAWINGS_PATH = '/images/blog/'

export function imageForPostId(id: string): string {
  const known = LOCAL_POST_IMAGE_IDS.find((candidate) => candidate === id) ?? '0'
  return `${POST_DRAWINGS_PATH}post-${known}.svg`
}

/** Photos the owner uploads in the CMS; the build serves each as a 16:9 WebP of the post image size. */
export const UPLOADS_PATH = '/images/uploads/'

/** "/images/uploads/oak.jpg" → "/images/uploads/oak-1200x675.webp"; drawings stay as they are. */
export function servedImagePath(image: string): string {
  if (!image.startsWith(UPLOADS_PATH) || /\.svg$/i.test(image)) return image
  return image.replace(/\.[a-z]+$/i, `-${POST_IMAGE_SIZE.width}x${POST_IMAGE_SIZE.height}.webp`)
}

/** Blog list order: newest lastModified first. */
export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts.toSorted((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified))
}

const RELATED_POSTS_LIMIT = 3

/** By the specification, exclude the current post by title, newest first, at most three. */
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

/**
 * en-US long form: "January 5, 2024". Called by the loaders at build time and by the editor's
 * preview, never by a page a visitor loads: a page's first Intl formatter loads the browser's
 * locale data in one long task (docs/performance.md, "Rules the tests hold"). Made on first use,
 * so that importing this module costs nothing.
 */
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

/** Share links: a social sharer with the encoded page URL, and an e-mail with subject and body. */
export function shareLinks(pageUrl: string, title: string, copy: ShareCopy) {
  const encodedUrl = encodeURIComponent(pageUrl)
  const body = `${copy.emailGreeting}\n\n${copy.emailIntro}\n${pageUrl}\n\n${copy.emailFooterText}`
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
  }
}
