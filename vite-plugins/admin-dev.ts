import sirv from 'sirv'
import type { Plugin } from 'vite'
import { cmsConfig } from '../admin/config/cms-config'
import { ADMIN_BUILD } from '../scripts/build/install-admin'

/** `npm run cms`: /admin in dev, configured from the content files as they are now. */
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
