import { Link } from 'react-router'
import { blogContent } from '~/content/blog'
import { type PostSummary, POST_IMAGE_SIZE, postPath } from '~/lib/blog'

export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  /** The first card's image is the largest paint of the blog page: fetch it first, not lazily. */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={POST_IMAGE_SIZE.width}
        height={POST_IMAGE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video h-auto w-full bg-tint object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <time dateTime={post.lastModified} className="text-sm font-semibold text-muted">
          {post.lastModifiedLabel}
        </time>
        <Heading className="text-xl font-bold">{post.title}</Heading>
        <p className="flex-1 text-muted">{post.excerpt}</p>
        <Link
          to={postPath(post.slug)}
          className="inline-flex min-h-11 items-center font-bold text-brand underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {blogContent.readMore}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  )
}
