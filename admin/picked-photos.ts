// Decap asks for a just-picked photo at its public address, which exists only after the next build.
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js'
import { UPLOADS_PATH } from '../app/lib/blog'

const picked = new Map<string, string>()

// Decap's own cleaner with its default slug settings, so names match what it stores.
const storedName = (name: string) =>
  sanitizeSlug(name.toLowerCase(), {
    encoding: 'unicode',
    clean_accents: false,
    sanitize_replacement: '-',
  })

function pickedPhotoFor(src: string): string | undefined {
  const url = new URL(src, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(UPLOADS_PATH)) return
  try {
    return picked.get(decodeURIComponent(url.pathname.slice(UPLOADS_PATH.length)))
  } catch {
    return undefined // an address no upload of Decap's has (a stray "%")
  }
}

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
