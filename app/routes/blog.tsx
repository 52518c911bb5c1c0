import { Link } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { pages } from '~/content/pages'
import { builtInPosts } from '~/content/posts'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export default function Blog() {
  const posts = builtInPosts.toSorted((a, b) => b.lastModified.localeCompare(a.lastModified))
  return (
    <>
      <PageHeader title={pages.blog.h1} subtitle={pages.blog.subtitle} />
      <div className="site-container py-12">
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${post.slug}`} className="font-semibold text-brand underline">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
