import { createContext, use } from 'react'
import { WEB_FONTS_OFF, WEB_FONTS_STYLE_ID } from '~/lib/web-fonts'

/** What each page carries inside itself rather than as files: CSS text and the icon sprite. */
type PageAssets = { siteCss: string; fontsCss: string; iconSprite: string }

/**
 * Given by app/entry.server.tsx while pages are pre-rendered (and by the editor's previews). The
 * browser never gets these texts as JavaScript: they are already in the page, where the components
 * below read them back to hydrate.
 */
export const PageAssetsContext = createContext<PageAssets | null>(null)

const SITE_CSS_ID = 'site-css'
const ICON_SPRITE_ID = 'icon-sprite'

let inPage: PageAssets | undefined
function assetsInPage(): PageAssets {
  inPage ??= {
    siteCss: document.getElementById(SITE_CSS_ID)?.textContent ?? '',
    fontsCss: document.getElementById(WEB_FONTS_STYLE_ID)?.textContent ?? '',
    iconSprite: document.getElementById(ICON_SPRITE_ID)?.innerHTML ?? '',
  }
  return inPage
}

const usePageAssets = () => use(PageAssetsContext) ?? assetsInPage()

/**
 * The whole stylesheet inside the page's head (about 6 KB compressed): the first paint needs no
 * second request. The web font's rule is written switched off: after the first paint the bootstrap
 * loads its faces and adds them to the page (app/lib/web-fonts.ts), so the element itself never
 * changes; the <noscript> copy serves a visitor without script.
 */
export function SiteStyles() {
  const { siteCss, fontsCss } = usePageAssets()
  return (
    <>
      <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      <style
        id={WEB_FONTS_STYLE_ID}
        media={WEB_FONTS_OFF}
        dangerouslySetInnerHTML={{ __html: fontsCss }}
      />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: fontsCss }} />
      </noscript>
    </>
  )
}

/**
 * The icon set (app/assets/icons.svg, about 2 KB compressed) once at the top of the body: each
 * <Icon> points at a symbol here, so the first screen's icons need no request of their own.
 */
export function IconSprite() {
  const { iconSprite } = usePageAssets()
  return <div id={ICON_SPRITE_ID} hidden dangerouslySetInnerHTML={{ __html: iconSprite }} />
}
