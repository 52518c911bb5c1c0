import { PostCard } from '~/components/blog/post-card'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText } from '~/components/sections/page-prose'
import { CallLink } from '~/components/ui/call-link'
import { blogContent } from '~/content/blog'
import { pages } from '~/content/pages'
import { sortNewestFirst } from '~/lib/blog'
import { blogPosts } from '~/lib/blog-posts.server'
import { metaTags, navTitle } from '~/lib/meta-tags'
import type { Route } from './+types/blog'

/** Build time: the posts (built-in, or from Contentful), newest first. */
export async function loader() {
  const { posts } = await blogPosts()
  return { posts: sortNewestFirst(posts) }
}

export const meta: Route.MetaFunction = ({ location }) =>
  metaTags(location.pathname, { trail: [{ name: navTitle('/blog'), path: '/blog' }] })

export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: blogContent.rssTitle,
    href: '/blog/rss.xml',
  },
]

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  return (
    <>
      <PageHeader title={pages.blog.h1} subtitle={pages.blog.subtitle} />
      <div className="site-container py-12 sm:py-16">
        {posts.length === 0 ? (
          <p className="text-lg">{blogContent.emptyList}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12 flex flex-col items-start gap-4">
          <ClosingText page={pages.blog} />
          <CallLink placement="page" />
        </div>
      </div>
    </>
  )
}
