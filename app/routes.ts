import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { siteRoutes } from './lib/site-routes'

export default siteRoutes.map(({ path, module, id }) => {
  if (path === '/') return index(module)
  return id ? route(path.slice(1), module, { id }) : route(path.slice(1), module)
}) satisfies RouteConfig
