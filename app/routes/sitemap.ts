import { postPath } from '~/lib/blog'
import { blogPosts } from '~/lib/blog-posts.server'
import { absoluteUrl } from '~/lib/site-url'
import { noindexPaths, pagePaths } from '~/lib/site-routes'
import { sitemapXml } from '~/lib/sitemap'

export async function loader() {
  const { posts } = await blogPosts()
  const xml = sitemapXml([
    ...pagePaths
      .filter((path) => !noindexPaths.includes(path))
      .map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post.slug)),
      lastModified: post.lastModified,
    })),
  ])
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
