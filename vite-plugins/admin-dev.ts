import sirv from 'sirv'
import type { Plugin } from 'vite'
import { cmsConfig } from '../admin/config/cms-config'
import { ADMIN_BUILD } from '../scripts/build/install-admin'

/**
 * `npm run cms`: the dev server answers /admin with the built editor and a configuration made from
 * the content files as they are now, so the owner edits beside the live-reloading site.
 */
export function adminInDev(): Plugin {
  return {
    name: 'canopy:admin-in-dev',
    apply: 'serve',
    configureServer(server) {
      const files = sirv(ADMIN_BUILD, { dev: true, single: false })
      server.middlewares.use('/admin', (request, response, next) => {
        if (request.url === '/config.yml') {
          response.setHeader('Content-Type', 'text/yaml; charset=utf-8')
          response.end(JSON.stringify(cmsConfig(), null, 2))
          return
        }
        if (request.url === '/' || request.url === '') request.url = '/index.html'
        files(request, response, next)
      })
    },
  }
}
