import type { MetaDescriptor } from 'react-router'
import type { Graph, Thing } from 'schema-dts'
import type { MetaData } from '~/content/schemas'
import { pages } from '~/content/pages'
import { siteConfig } from '~/content/site'
import { resolvePageMetaData } from '~/lib/page-meta'
import { absoluteUrl } from '~/lib/site-url'
import { breadcrumbs, graph, localBusiness } from '~/lib/structured-data'

export type MetaTagOptions = {
  fallback?: MetaData
  robots?: 'index,follow' | 'noindex,follow'
  ogType?: 'website' | 'article'
  structuredData?: Thing[]
  trail?: { name: string; path: string }[]
}

export function navTitle(path: string): string {
  return siteConfig.navLinks.find((link) => link.href === path)?.title ?? path
}

// The JSON-LD goes at the end of the body: in the head it delayed the first screen.
export function metaTags(
  path: string,
  options: MetaTagOptions = {},
): { meta: MetaDescriptor[]; structuredData: Graph } {
  const { title, description, siteName } = resolvePageMetaData(path, pages, options.fallback)
  const url = absoluteUrl(path)
  const image = absoluteUrl(siteConfig.ogImage)
  const nodes: Thing[] = [localBusiness(siteConfig), ...(options.structuredData ?? [])]
  if (options.trail) nodes.push(breadcrumbs([{ name: navTitle('/'), path: '/' }, ...options.trail]))
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: siteConfig.keywords.join(', ') },
    { name: 'robots', content: options.robots ?? 'index,follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: url },
    { property: 'og:type', content: options.ogType ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
  return { meta, structuredData: graph(nodes) }
}
