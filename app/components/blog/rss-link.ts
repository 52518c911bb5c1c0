import { blogContent } from '~/content/blog'

/** The feed, announced in the head of every blog page. */
export const rssAlternateLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: blogContent.rssTitle,
  href: '/blog/rss.xml',
} as const
