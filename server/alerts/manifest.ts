import { siteConfig } from '../../app/content/site'
import { INBOX_PATH } from '../../shared/admin-paths'
import { LIGHT_TOKENS } from '../inbox/stylesheet'
import { ICONS_PATH } from './paths'

/** The installable inbox: it opens on the lead list, in a window of its own. */
export function inboxManifest() {
  return {
    id: INBOX_PATH,
    name: `${siteConfig.companyName} leads`,
    short_name: 'Leads',
    description: `The lead inbox of ${siteConfig.companyName}.`,
    start_url: INBOX_PATH,
    scope: INBOX_PATH,
    display: 'standalone',
    background_color: LIGHT_TOKENS.page,
    theme_color: LIGHT_TOKENS.brand,
    icons: [
      { src: `${ICONS_PATH}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS_PATH}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${ICONS_PATH}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}
