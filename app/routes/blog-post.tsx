import { data } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { builtInPosts } from '~/content/posts'
import { siteConfig } from '~/content/site'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/blog-post'

export function loader({ params }: Route.LoaderArgs) {
  const post = builtInPosts.find((candidate) => candidate.slug === params.slug)
  if (!post) throw data(null, { status: 404, statusText: 'Not Found' })
  return { post }
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  metaTags(location.pathname, {
    ogType: 'article',
    fallback: loaderData && {
      title: loaderData.post.metaTitle,
      description: loaderData.post.metaDescription,
      siteName: siteConfig.companyName,
    },
  })

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  return <PageHeader title={post.title} subtitle={post.excerpt} />
}
