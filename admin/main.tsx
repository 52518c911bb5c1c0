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
// Only the site's own server (CMS_BACKEND=server) answers; with a Git backend nothing is added.
void fetchStatus().then((status) => {
  if (status) rememberSignedIn(status)
  CMS.init()
  if (!status) return
  showSiteStatus(status)
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
