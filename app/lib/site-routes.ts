import { serviceMenu } from '../content/services'
import { contactPath } from './contact-path'

// Answered alike by the Node server, the static hosts and the client.
export const redirects = [
  { from: '/tree-health-assessments', to: '/tree-health-consulting' },
] as const

// The one table the router, pre-render list, sitemap, link check, benchmark and tests all read.
export const siteRoutes = [
  { kind: 'page', path: '/', module: 'routes/home.tsx' },
  { kind: 'page', path: '/services', module: 'routes/services.tsx' },
  ...serviceMenu.map((service) => ({
    kind: 'page' as const,
    path: `/${service.slug}`,
    module: 'routes/service-page.tsx',
    id: `service-${service.slug}`,
  })),
  ...redirects.map(({ from }) => ({
    kind: 'redirect' as const,
    path: from,
    module: 'routes/redirect.tsx',
    id: `redirect-${from.slice(1)}`,
  })),
  { kind: 'page', path: '/blog', module: 'routes/blog.tsx' },
  { kind: 'resource', path: '/blog/rss.xml', module: 'routes/blog-rss.ts' },
  { kind: 'posts', path: '/blog/:slug', module: 'routes/blog-post.tsx' },
  { kind: 'page', path: '/about', module: 'routes/about.tsx' },
  { kind: 'page', path: '/careers', module: 'routes/careers.tsx' },
  { kind: 'page', path: contactPath, module: 'routes/contact.tsx' },
  { kind: 'page', path: '/thank-you', module: 'routes/thank-you.tsx', noindex: true },
  { kind: 'resource', path: '/sitemap.xml', module: 'routes/sitemap.ts' },
  { kind: 'resource', path: '/robots.txt', module: 'routes/robots.ts' },
  { kind: 'not-found', path: '/*', module: 'routes/not-found.tsx' },
] satisfies readonly SiteRoute[] as readonly SiteRoute[]

type SiteRoute = {
  kind: 'page' | 'resource' | 'redirect' | 'posts' | 'not-found'
  path: string
  module: string
  id?: string
  noindex?: boolean
}

const pathsOf = (kind: SiteRoute['kind']) =>
  siteRoutes.filter((siteRoute) => siteRoute.kind === kind).map((siteRoute) => siteRoute.path)

export const servicePaths = serviceMenu.map((service) => `/${service.slug}`)

// Pre-rendered through the catch-all route, then moved to /404.html by the build.
export const notFoundPath = '/404'

export const pagePaths = pathsOf('page')

export const noindexPaths = siteRoutes
  .filter((siteRoute) => siteRoute.noindex)
  .map((siteRoute) => siteRoute.path)

export const resourcePaths = pathsOf('resource')

export function postPaths(postSlugs: readonly string[]): string[] {
  return postSlugs.map((slug) => `/blog/${slug}`)
}

export function prerenderPaths(postSlugs: readonly string[]): string[] {
  return [...pagePaths, ...postPaths(postSlugs), ...resourcePaths, notFoundPath]
}
