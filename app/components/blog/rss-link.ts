import { blogContent } from '~/content/blog'

export const rssAlternateLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: blogContent.rssTitle,
  href: '/blog/rss.xml',
} as const
