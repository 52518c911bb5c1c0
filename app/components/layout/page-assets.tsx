import { createContext, use } from 'react'

/** The icon sprites: what a first screen shows, at the top of the body, and the rest at its end. */
type IconSpritePart = 'firstScreen' | 'rest'

/** What each page carries inside itself rather than as files: CSS text and the icon sprites. */
type PageAssets = {
  siteCss: string
  fontsCss: string
  iconSprites: Record<IconSpritePart, string>
  /**
   * React Router's build also renders an SPA fallback (the root alone, for a page that was not
   * pre-rendered) and refuses one that cannot hydrate. No page loads it; the build removes it.
   */
  spaFallback?: boolean
}

/**
 * Given by app/entry.server.tsx while pages are pre-rendered (and by the editor's previews): the
 * texts go into the page as they are, never as JavaScript.
 */
export const PageAssetsContext = createContext<PageAssets | null>(null)

const SITE_CSS_ID = 'site-css'
const WEB_FONTS_STYLE_ID = 'web-fonts'
const ICON_SPRITE_IDS: Record<IconSpritePart, string> = {
  firstScreen: 'icon-sprite',
  rest: 'icon-sprite-rest',
}

const NO_ASSETS: PageAssets = {
  siteCss: '',
  fontsCss: '',
  iconSprites: { firstScreen: '', rest: '' },
}
const usePageAssets = () => use(PageAssetsContext) ?? NO_ASSETS

/** Whether this render is React Router's SPA fallback (see PageAssets). */
export const useSpaFallback = () => usePageAssets().spaFallback === true

/**
 * The whole stylesheet inside the page's head (about 6 KB compressed): the first paint needs no
 * second request. The brand's font (app/fonts.css) is `font-display: optional` and not preloaded:
 * the browser asks for it when it first sets a heading, paints without waiting for it, and uses it
 * once it is cached (the next page); the metric-matched fallback keeps every line where it is.
 * A preload would make the first paint wait for it (decision 017).
 */
export function SiteStyles() {
  const { siteCss, fontsCss } = usePageAssets()
  return (
    <>
      <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      <style id={WEB_FONTS_STYLE_ID} dangerouslySetInnerHTML={{ __html: fontsCss }} />
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
