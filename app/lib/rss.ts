import type { BlogPost } from './blog'

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

export function rssFeed(options: {
  title: string
  description: string
  siteUrl: string
  feedUrl: string
  posts: readonly BlogPost[]
  postUrl: (post: BlogPost) => string
}): string {
  const items = options.posts
    .map((post) => {
      const url = options.postUrl(post)
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(post.excerpt || post.metaDescription)}</description>`,
        `      <pubDate>${new Date(post.lastModified).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  const newest = options.posts[0]?.lastModified
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(options.siteUrl)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(options.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
