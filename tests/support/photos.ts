import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { reencodePhoto, thumbnailOf } from '../../server/contact/images'
import type { StoredPhoto } from '../../server/leads/types'

// Made in the test: nothing is downloaded.

// Tag 0x8825, in either byte order.
const GPS_POINTER = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])]

export async function hasGpsPosition(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata()
  return exif !== undefined && GPS_POINTER.some((tag) => exif.includes(tag))
}

export function phonePhoto(width = 1600, height = 1200, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2f6b3f' } })
    .composite([
      {
        input: {
          create: { width: Math.ceil(width / 3), height, channels: 3, background: '#8a6a3b' },
        },
        left: Math.floor(width / 3),
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Pear', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 47/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '89/1 39/1 2345/100',
      },
    })
  return orientation ? image.withMetadata({ orientation }).toBuffer() : image.toBuffer()
}

export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await phonePhoto(1200, 900)
  return whole.subarray(0, Math.floor(whole.length / 2))
}

export async function brokenPixelsJpeg(): Promise<Buffer> {
  const broken = Buffer.from(await phonePhoto(1200, 900))
  for (let index = 2000; index < broken.length - 2; index += 7) broken[index] = 0x55
  return broken
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

// Small on disk whatever its size says: its pixels cost memory only once decoded.
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export const decompressionBomb = (side = 20_000) => blankPng(side, side)

export const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
)

// A polyglot that a header check lets through.
export async function pngWithPageAppended(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2f6b3f' },
  })
    .png()
    .toBuffer()
  return Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')])
}

export async function keptPhoto(width = 1600, height = 1200): Promise<StoredPhoto> {
  const photo = await reencodePhoto(await phonePhoto(width, height), { maxSide: 2048 })
  return { ...photo, thumbnail: await thumbnailOf(photo.bytes) }
}

// Full of detail, as a real photo is: a flat test picture shrinks to almost nothing.
export function detailedPhoto(width = 2048, height = 1536): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#2f6b3f',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
}
