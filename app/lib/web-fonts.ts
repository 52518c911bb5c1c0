/**
 * The brand's web font waits for the first paint: the page paints with the metric-matched
 * fallback, then the bootstrap (app/lib/hydrate-after-paint.ts) loads the font and adds it to the
 * page, which swaps it in without moving anything. Without script the page keeps a copy of the
 * rule in <noscript>, so the font still comes (the browser fetches it at first layout).
 */

/** The <style> holding the font's @font-face rule, rendered switched off. */
export const WEB_FONTS_STYLE_ID = 'web-fonts'
/** A media query no device matches: the rule is in the page but not in effect. */
export const WEB_FONTS_OFF = 'not all'

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2')

/**
 * Loads each face of the switched-off rule and adds it to the page once its file is in: the text
 * set in it is laid out once more, with the font in hand. (Switching the rule on instead lays the
 * whole page out twice on a phone: once for the new rule, once again when the file arrives.) A
 * font that fails to load leaves the fallback in place.
 */
export function enableWebFonts(page: Document = document): void {
  const style = page.getElementById(WEB_FONTS_STYLE_ID)
  const rules = style instanceof HTMLStyleElement ? [...(style.sheet?.cssRules ?? [])] : []
  for (const rule of rules) {
    if (!rule.cssText.startsWith('@font-face')) continue
    const descriptor = (name: string) => (rule as CSSFontFaceRule).style.getPropertyValue(name)
    const face = new FontFace(unquote(descriptor('font-family')), descriptor('src'), {
      style: descriptor('font-style') || 'normal',
      weight: descriptor('font-weight') || 'normal',
      unicodeRange: descriptor('unicode-range') || 'U+0-10FFFF',
      display: 'swap',
    })
    face.load().then(
      (loaded) => page.fonts.add(loaded),
      () => undefined,
    )
  }
}
