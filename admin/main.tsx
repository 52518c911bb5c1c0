/**
 * The owner's editor at /admin: Decap CMS, bundled from npm with the site's React and served from
 * the site's own origin. Its configuration (/admin/config.yml) is made by the build from the content
 * schemas; previews draw the site's own components with the site's stylesheet.
 */
import CMS from 'decap-cms-app'
import siteStylesheet from '../app/app.css?url'
import webFontStylesheet from '../app/fonts.css?url'
import { LIST_ITEM_TITLE_STYLE, openListItemsFromTheirTitles } from './list-item-titles'
import { PHONE_LAYOUT } from './phone-layout'
import { rememberPickedPhotos } from './picked-photos'
import { registerPreviews } from './previews'
import {
  REFRESH_STATUS_EVENT,
  SAVING_EVENT,
  fetchStatus,
  rememberSignedIn,
  showSiteStatus,
} from './site-status'
import { tipEditorComponent } from './tip'

CMS.registerPreviewStyle(siteStylesheet)
CMS.registerPreviewStyle(webFontStylesheet)
CMS.registerEditorComponent(tipEditorComponent)
registerPreviews(CMS)
const editorStyle = document.createElement('style')
editorStyle.textContent = `${PHONE_LAYOUT}\n${LIST_ITEM_TITLE_STYLE}`
document.head.append(editorStyle)
openListItemsFromTheirTitles()
rememberPickedPhotos()
// On the site's own server (CMS_BACKEND=server) the status call answers; with a Git backend it
// does not, and the editor starts as before.
void fetchStatus().then((status) => {
  if (status) rememberSignedIn(status)
  CMS.init()
  if (!status) return
  showSiteStatus(status)
  // The click on "Publish now": the line says "Publishing…" while the save is still on its way.
  CMS.registerEventListener({
    name: 'preSave',
    handler: () => {
      window.dispatchEvent(new Event(SAVING_EVENT))
    },
  })
  for (const name of ['postSave', 'postPublish'] as const) {
    CMS.registerEventListener({
      name,
      handler: () => {
        window.dispatchEvent(new Event(REFRESH_STATUS_EVENT))
      },
    })
  }
})
