import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { serviceMenu } from './content/services'
import { redirects } from './lib/site-routes'

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  ...serviceMenu.map((service) =>
    route(service.slug, 'routes/service-page.tsx', { id: `service-${service.slug}` }),
  ),
  ...redirects.map(({ from }) =>
    route(from.slice(1), 'routes/redirect.tsx', { id: `redirect-${from.slice(1)}` }),
  ),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('about', 'routes/about.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
