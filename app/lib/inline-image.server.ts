import svgToMiniDataURI from 'mini-svg-data-uri'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { POST_DRAWINGS_PATH } from './blog'

/** The largest SVG drawing written into the page instead of fetched as a file. */
export const INLINE_SVG_MAX_BYTES = 8 * 1024

/** The text of an SVG drawing in public/ of at most INLINE_SVG_MAX_BYTES, or undefined. */
function smallSvgText(src: string, publicDir: string): string | undefined {
  if (!src.startsWith('/') || !src.toLowerCase().endsWith('.svg')) return undefined
  const file = path.join(publicDir, src)
  if (!file.startsWith(publicDir + path.sep)) return undefined
  try {
    if (statSync(file).size > INLINE_SVG_MAX_BYTES) return undefined
    return readFileSync(file, 'utf8').trim()
  } catch {
    // Not there: the page keeps the path, and the build's link check names it.
    return undefined
  }
}

/**
 * Build time: the src for an image the browser fetches while the first screen is painted (the
 * tab's icon). On a phone each such request costs a round trip, more than a small drawing's
 * bytes: an SVG from public/ up to INLINE_SVG_MAX_BYTES goes into the page as a data: URI.
 * Anything else (a photo, a larger drawing, an image from Contentful) stays a file.
 */
export function inlineSmallSvg(src: string, publicDir = path.resolve('public')): string {
  const svg = smallSvgText(src, publicDir)
  // Spaces encoded too (the srcset form): a URL with a raw space is invalid HTML, though browsers take it.
  return svg === undefined ? src : svgToMiniDataURI.toSrcset(svg)
}

/**
 * Build time: a post's cover drawing as SVG markup to write into the page, or undefined for
 * anything that stays an <img> (a photo, a larger drawing, an image from Contentful). Drawn in
 * the page, the cover is no image for the browser to decode before the frame that shows it: as
 * a data: URI <img> the post's first paint came about 100 ms later on Lighthouse's throttled
 * phone (docs/performance.md, step 12). Only the site's own drawings qualify (the content
 * schema allows SVG covers from /images/blog/ only, a folder in the repository; owners upload
 * photos), and a file must be a bare <svg> element.
 */
export function inlineSvgMarkup(
  src: string,
  publicDir = path.resolve('public'),
): string | undefined {
  if (path.posix.normalize(src) !== src || !src.startsWith(POST_DRAWINGS_PATH)) return undefined
  const svg = smallSvgText(src, publicDir)
  return svg?.startsWith('<svg') && svg.endsWith('</svg>') ? svg : undefined
}
