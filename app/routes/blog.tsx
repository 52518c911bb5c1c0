import { PostCard } from '~/components/blog/post-card'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText } from '~/components/sections/page-prose'
import { CallLink } from '~/components/ui/call-link'
import { blogContent } from '~/content/blog'
import { postSummary, sortNewestFirst } from '~/lib/blog'
import { blogPosts } from '~/lib/blog-posts.server'
import { navTitle } from '~/lib/meta-tags.server'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/blog'
import { rssAlternateLink } from '~/components/blog/rss-link'

export async function loader({ request }: Route.LoaderArgs) {
  const { posts } = await blogPosts()
  return {
    ...pageData(request, { trail: [{ name: navTitle('/blog'), path: '/blog' }] }),
    posts: sortNewestFirst(posts).map(postSummary),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export const links: Route.LinksFunction = () => [rssAlternateLink]

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} />
      <div className="site-container py-12 sm:py-16">
        {posts.length === 0 ? (
          <p className="text-lg">{blogContent.emptyList}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12 flex flex-col items-start gap-4">
          <ClosingText page={page} />
          <CallLink placement="page" />
        </div>
      </div>
    </>
  )
}
