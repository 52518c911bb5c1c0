import { createContext, use } from 'react'
import { WEB_FONTS_OFF, WEB_FONTS_STYLE_ID } from '~/lib/web-fonts'

/** The icon sprites: what a first screen shows, at the top of the body, and the rest at its end. */
type IconSpritePart = 'firstScreen' | 'rest'

/** What each page carries inside itself rather than as files: CSS text and the icon sprites. */
type PageAssets = {
  siteCss: string
  fontsCss: string
  iconSprites: Record<IconSpritePart, string>
}

/**
 * Given by app/entry.server.tsx while pages are pre-rendered (and by the editor's previews). The
 * browser never gets these texts as JavaScript: they are already in the page, where the components
 * below read them back to hydrate.
 */
export const PageAssetsContext = createContext<PageAssets | null>(null)

const SITE_CSS_ID = 'site-css'
const ICON_SPRITE_IDS: Record<IconSpritePart, string> = {
  firstScreen: 'icon-sprite',
  rest: 'icon-sprite-rest',
}

let inPage: PageAssets | undefined
function assetsInPage(): PageAssets {
  inPage ??= {
    siteCss: document.getElementById(SITE_CSS_ID)?.textContent ?? '',
    fontsCss: document.getElementById(WEB_FONTS_STYLE_ID)?.textContent ?? '',
    iconSprites: {
      firstScreen: document.getElementById(ICON_SPRITE_IDS.firstScreen)?.innerHTML ?? '',
      rest: document.getElementById(ICON_SPRITE_IDS.rest)?.innerHTML ?? '',
    },
  }
  return inPage
}

const usePageAssets = () => use(PageAssetsContext) ?? assetsInPage()

/**
 * The whole stylesheet inside the page's head (about 6 KB compressed): the first paint needs no
 * second request. The web font's rule is written switched off: a head script adds its faces to the
 * page when their file is already cached (app/lib/web-fonts.ts), so the element itself never
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
 * The icon set (app/assets/icons-*.svg, about 2 KB compressed) inside the page: each <Icon> points
 * at a symbol here, so no icon needs a request of its own. The few a first screen shows come at
 * the top of the body (`part="firstScreen"`); the rest at its end, so that they do not push the
 * first screen out of the page's first round trip.
 */
export function IconSprite({ part }: { part: IconSpritePart }) {
  const { iconSprites } = usePageAssets()
  return (
    <div
      id={ICON_SPRITE_IDS[part]}
      hidden
      dangerouslySetInnerHTML={{ __html: iconSprites[part] }}
    />
  )
}
