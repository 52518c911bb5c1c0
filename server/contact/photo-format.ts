/** The photo formats the site takes from outside, told apart by their first bytes. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp'

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/** The photo format the bytes are, whatever the file is called. */
export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

/** The file name endings each format may be saved under. */
export const PHOTO_EXTENSIONS: Record<PhotoFormat, readonly string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
}

/** Whether a file's bytes are a photo of the kind its name says (`oak.jpg` holding a JPEG). */
export function isPhotoNamedForItself(fileName: string, bytes: Buffer): boolean {
  const format = sniffPhoto(bytes)
  const extension = fileName.slice(fileName.lastIndexOf('.')).toLowerCase()
  return format !== undefined && PHOTO_EXTENSIONS[format].includes(extension)
}
