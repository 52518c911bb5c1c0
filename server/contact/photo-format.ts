export type PhotoFormat = 'jpeg' | 'png' | 'webp'

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

export const PHOTO_EXTENSIONS: Record<PhotoFormat, readonly string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
}

export function isPhotoNamedForItself(fileName: string, bytes: Buffer): boolean {
  const format = sniffPhoto(bytes)
  const extension = fileName.slice(fileName.lastIndexOf('.')).toLowerCase()
  return format !== undefined && PHOTO_EXTENSIONS[format].includes(extension)
}
