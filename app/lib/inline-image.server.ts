import svgToMiniDataURI from 'mini-svg-data-uri'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The largest SVG drawing written into the page instead of fetched as a file. */
export const INLINE_SVG_MAX_BYTES = 8 * 1024

/**
 * Build time: the src for an image the browser fetches while the first screen is painted (a
 * post's cover, the tab's icon). On a phone each such request costs a round trip, more than a
 * small drawing's bytes: an SVG from public/ up to INLINE_SVG_MAX_BYTES goes into the page as a
 * data: URI. Anything else (a photo, a larger drawing, an image from Contentful) stays a file.
 */
export function inlineSmallSvg(src: string, publicDir = path.resolve('public')): string {
  if (!src.startsWith('/') || !src.toLowerCase().endsWith('.svg')) return src
  const file = path.join(publicDir, src)
  if (!file.startsWith(publicDir + path.sep)) return src
  try {
    if (statSync(file).size > INLINE_SVG_MAX_BYTES) return src
    return svgToMiniDataURI(readFileSync(file, 'utf8').trim())
  } catch {
    // Not there: the page keeps the path, and the build's link check names it.
    return src
  }
}
