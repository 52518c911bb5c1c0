import { Link } from 'react-router'
import { blogContent } from '~/content/blog'
import { type PostSummary, postPath } from '~/lib/blog'

export function RecentPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null
  return (
    <section
      aria-labelledby="recent-posts-heading"
      className="rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id="recent-posts-heading" className="mb-4 text-lg font-extrabold">
        {blogContent.recentPostsHeading}
      </h2>
      <ul className="flex flex-col gap-5">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={postPath(post.slug)} className="group flex gap-4">
              <img
                src={post.image}
                alt=""
                width={96}
                height={54}
                loading="lazy"
                decoding="async"
                className="mt-1 aspect-video h-auto w-24 shrink-0 self-start rounded-lg bg-tint object-cover"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-bold text-brand group-hover:underline">{post.title}</span>
                <time dateTime={post.lastModified} className="text-xs font-semibold text-muted">
                  {post.lastModifiedLabel}
                </time>
                <span data-excerpt className="line-clamp-3 text-sm text-muted">
                  {post.excerpt}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
