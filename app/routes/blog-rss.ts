import { blogContent } from '~/content/blog'
import { postPath, sortNewestFirst } from '~/lib/blog'
import { blogPosts } from '~/lib/blog-posts.server'
import { rssFeed } from '~/lib/rss'
import { absoluteUrl } from '~/lib/site-url'

export async function loader() {
  const { posts } = await blogPosts()
  const xml = rssFeed({
    title: blogContent.rssTitle,
    description: blogContent.rssDescription,
    siteUrl: absoluteUrl('/blog'),
    feedUrl: absoluteUrl('/blog/rss.xml'),
    posts: sortNewestFirst(posts),
    postUrl: (post) => absoluteUrl(postPath(post.slug)),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
