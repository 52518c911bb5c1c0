import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

export async function renderOgImage(svgPath: string, pngPath: string): Promise<void> {
  const svg = await readFile(svgPath)
  await sharp(svg, { density: 144 })
    .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, { fit: 'cover' })
    .png({ compressionLevel: 9, palette: true })
    .toFile(pngPath)
}
