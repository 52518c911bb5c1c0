/**
 * Decap keeps a photo the owner picks inside an entry as a draft in the browser until the entry is
 * published, yet its image field and the preview ask for it at its public address
 * (`/images/uploads/…`: Decap takes an address starting with "/" for a URL), where the site has it
 * only after the next build. That was a broken image until a reload. The files the owner picks are
 * remembered here, and an image of the uploads folder that fails to load is shown from memory.
 */
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js'
import { UPLOADS_PATH } from '../app/lib/blog'

/** Object URLs of the picked files, by the name Decap stores them under. */
const picked = new Map<string, string>()

/** The name Decap stores an upload under: its own cleaner, with its default slug settings. */
const storedName = (name: string) =>
  sanitizeSlug(name.toLowerCase(), {
    encoding: 'unicode',
    clean_accents: false,
    sanitize_replacement: '-',
  })

/** The picked photo an address of the uploads folder stands for, if the owner picked one. */
function pickedPhotoFor(src: string): string | undefined {
  const url = new URL(src, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(UPLOADS_PATH)) return
  try {
    return picked.get(decodeURIComponent(url.pathname.slice(UPLOADS_PATH.length)))
  } catch {
    return undefined // an address no upload of Decap's has (a stray "%")
  }
}

/** An image that failed to load: the photo the owner picked for its address, if any. */
export function showPickedPhoto(image: HTMLImageElement): void {
  const url = pickedPhotoFor(image.currentSrc || image.src)
  if (url && image.src !== url) image.src = url
}

export function rememberPickedPhotos(): void {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return
      for (const file of input.files ?? []) {
        const name = storedName(file.name)
        const previous = picked.get(name)
        if (previous) URL.revokeObjectURL(previous)
        picked.set(name, URL.createObjectURL(file))
      }
    },
    true,
  )
  // Load errors do not bubble: caught on their way down, for every image of the editor's page.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPickedPhoto(event.target)
    },
    true,
  )
}
