import { data } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body'
import { RecentPosts } from '~/components/blog/recent-posts'
import { ShareLinks } from '~/components/blog/share-links'
import { PostCover, type PostCoverImage } from '~/components/blog/post-cover'
import { CallLink } from '~/components/ui/call-link'
import { blogContent } from '~/content/blog'
import { siteConfig } from '~/content/site'
import { formatPostDate, postPath, postSummary, relatedPosts } from '~/lib/blog'
import { blogPosts } from '~/lib/blog-posts.server'
import { inlineSvgMarkup } from '~/lib/inline-image.server'
import { metaTags, navTitle } from '~/lib/meta-tags.server'
import { blogPosting } from '~/lib/structured-data'
import { absoluteUrl } from '~/lib/site-url'
import type { Route } from './+types/blog-post'
import RichText from '~/components/blog/rich-text'
import { rssAlternateLink } from '~/components/blog/rss-link'

export async function loader({ params }: Route.LoaderArgs) {
  const { posts } = await blogPosts()
  const post = posts.find((candidate) => candidate.slug === params.slug)
  if (!post) throw data(null, { status: 404, statusText: 'Not Found' })
  const path = postPath(post.slug)
  const { meta, structuredData } = metaTags(path, {
    ogType: 'article',
    fallback: {
      title: post.metaTitle,
      description: post.metaDescription,
      siteName: siteConfig.companyName,
    },
    structuredData: [
      blogPosting({
        title: post.title,
        description: post.metaDescription,
        path,
        image: post.image,
        datePublished: post.lastModified,
        dateModified: post.lastModified,
        site: siteConfig,
      }),
    ],
    trail: [
      { name: navTitle('/blog'), path: '/blog' },
      { name: post.title, path },
    ],
  })
  const coverMarkup = inlineSvgMarkup(post.image)
  const cover: PostCoverImage = coverMarkup ? { markup: coverMarkup } : { src: post.image }
  return {
    post,
    lastModifiedLabel: formatPostDate(post.lastModified),
    cover,
    related: relatedPosts(post, posts).map(postSummary),
    meta,
    structuredData,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export const links: Route.LinksFunction = () => [rssAlternateLink]

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, lastModifiedLabel, cover, related } = loaderData
  return (
    <div className="site-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-4">
          <h1 className="max-w-3xl text-display font-extrabold tracking-tight">{post.title}</h1>
          <p className="font-semibold text-muted">
            {blogContent.updatedLabel} <time dateTime={post.lastModified}>{lastModifiedLabel}</time>
          </p>
          <ShareLinks pageUrl={absoluteUrl(`/blog/${post.slug}`)} title={post.title} />
        </header>
        <PostCover image={cover} alt={post.imageAlt} />
        <div className="max-w-prose">
          {post.blocks ? <ArticleBody blocks={post.blocks} /> : null}
          {post.body ? <RichText document={post.body} /> : null}
        </div>
        <div className="flex max-w-prose flex-col items-start gap-3 rounded-3xl bg-tint-strong p-6">
          <CallLink placement="page" label={blogContent.callButton} />
        </div>
      </article>
      <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
        <RecentPosts posts={related} />
      </aside>
    </div>
  )
}
