import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { POST_DRAWINGS_PATH } from './blog'

export const INLINE_SVG_MAX_BYTES = 8 * 1024

function smallSvgText(src: string, publicDir: string): string | undefined {
  if (!src.startsWith('/') || !src.toLowerCase().endsWith('.svg')) return undefined
  const file = path.join(publicDir, src)
  if (!file.startsWith(publicDir + path.sep)) return undefined
  try {
    if (statSync(file).size > INLINE_SVG_MAX_BYTES) return undefined
    return readFileSync(file, 'utf8').trim()
  } catch {
    // The page keeps the path, and the build's link check names it.
    return undefined
  }
}

// An SVG icon is a whole document to set up on the main thread after first paint; a PNG is not.
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

// Inline, because on a phone the icon's request costs a round trip.
export async function inlinePngIcon(
  src: string,
  size: number,
  publicDir = path.resolve('public'),
): Promise<string> {
  const png = await pngIcon(src, size, publicDir)
  return `data:image/png;base64,${png.toString('base64')}`
}

// Drawn in the page: as a data: URI <img> the cover delayed the post's first paint.
export function inlineSvgMarkup(
  src: string,
  publicDir = path.resolve('public'),
): string | undefined {
  if (path.posix.normalize(src) !== src || !src.startsWith(POST_DRAWINGS_PATH)) return undefined
  const svg = smallSvgText(src, publicDir)
  return svg?.startsWith('<svg') && svg.endsWith('</svg>') ? svg : undefined
}
