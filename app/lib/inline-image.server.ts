import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
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
 * Build time: the tab's icon as PNG bytes, `size` pixels square, drawn from an SVG in public/. A
 * browser decodes a page's icon on that page's main thread just after its first paint: an SVG icon
 * is a whole SVG document to set up there, a PNG a few hundred bytes to unpack.
 */
export function pngIcon(
  src: string,
  size: number,
  publicDir = path.resolve('public'),
): Promise<Buffer> {
  // Drawn large, then scaled down: smooth edges at a tab's size.
  return sharp(path.join(publicDir, src), { density: 576 })
    .resize(size, size)
    .png({ compressionLevel: 9, effort: 10 })
    .toBuffer()
}

/**
 * Build time: the tab's icon for a page's own `<link rel="icon">`, as a PNG data: URI. A browser
 * asks for the icon while the first screen is painted, and on a phone a request costs a round
 * trip, more than the icon's bytes.
 */
export async function inlinePngIcon(
  src: string,
  size: number,
  publicDir = path.resolve('public'),
): Promise<string> {
  const png = await pngIcon(src, size, publicDir)
  return `data:image/png;base64,${png.toString('base64')}`
}

/**
 * Build time: a post's cover drawing as SVG markup to write into the page, or undefined for
 * anything that stays an <img> (a photo, a larger drawing, an image from Contentful). Drawn in
 * the page, the cover is no image for the browser to decode before the frame that shows it: as
 * a data: URI <img> the post's first paint came later (docs/performance.md, "Rules the tests
 * hold"). Only the site's own drawings qualify (the content schema allows SVG covers from
 * /images/blog/ only, a folder in the repository; owners upload photos), and a file must be a
 * bare <svg> element.
 */
export function inlineSvgMarkup(
  src: string,
  publicDir = path.resolve('public'),
): string | undefined {
  if (path.posix.normalize(src) !== src || !src.startsWith(POST_DRAWINGS_PATH)) return undefined
  const svg = smallSvgText(src, publicDir)
  return svg?.startsWith('<svg') && svg.endsWith('</svg>') ? svg : undefined
}
