import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { serviceMenu } from './content/services'

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  ...serviceMenu.map((service) =>
    route(service.slug, 'routes/service-page.tsx', { id: `service-${service.slug}` }),
  ),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('about', 'routes/about.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
