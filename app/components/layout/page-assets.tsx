import { createContext, use } from 'react'

type IconSpritePart = 'firstScreen' | 'rest'

type PageAssets = {
  siteCss: string
  fontsCss: string
  iconSprites: Record<IconSpritePart, string>
  // React Router's build refuses an SPA fallback that cannot hydrate; no page loads it.
  spaFallback?: boolean
}

// Given only at pre-render (and in the editor's previews), so the texts never ship as JavaScript.
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

export const useSpaFallback = () => usePageAssets().spaFallback === true

// Inline so the first paint needs no second request; the font is not preloaded (decision 017).
export function SiteStyles() {
  const { siteCss, fontsCss } = usePageAssets()
  return (
    <>
      <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      <style id={WEB_FONTS_STYLE_ID} dangerouslySetInnerHTML={{ __html: fontsCss }} />
    </>
  )
}

// Inline so no icon needs a request; the rest go at the body's end to keep the first screen small.
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
