import { type ChangeEvent, useState } from 'react'
import type { ContactContent } from '~/content/schemas'
import { PHOTO_ACCEPT, PHOTO_FIELDS, PHOTO_LIMITS, type PhotoField } from '~/lib/contact-fields'
import { scalePhoto } from '~/lib/scale-photo'

export type PickedPhoto = { id: number; blob: Blob; url: string }

// A counter, not a timestamp: two picks can share a millisecond.
let lastPhotoId = 0
const nextPhotoId = () => (lastPhotoId += 1)

type PhotosCopy = ContactContent['form']['extras']['photos']

const numbered = (template: string, index: number) => template.replaceAll('{n}', String(index + 1))

const fileInputClass =
  'block w-full text-sm text-muted file:me-3 file:min-h-11 file:rounded-full file:border-2 file:border-brand file:bg-surface file:px-4 file:font-bold file:text-brand'

// Without script, one input per photo: Netlify Forms takes one file per input.
export function PhotoPicker({
  copy,
  enhanced,
  photos,
  onPhotosChange,
  problems,
}: {
  copy: PhotosCopy
  enhanced: boolean
  photos: readonly PickedPhoto[]
  onPhotosChange: (photos: PickedPhoto[]) => void
  problems: Partial<Record<PhotoField | 'photos', string>>
}) {
  const [reading, setReading] = useState(false)

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = [...(input.files ?? [])].slice(0, PHOTO_LIMITS.files - photos.length)
    input.value = ''
    setReading(true)
    const added: PickedPhoto[] = []
    for (const file of files) {
      try {
        const blob = await scalePhoto(file, PHOTO_LIMITS.maxSide)
        added.push({ id: nextPhotoId(), blob, url: URL.createObjectURL(blob) })
      } catch {
        // A file the browser cannot draw is sent as it is: the server judges it and says why.
        added.push({ id: nextPhotoId(), blob: file, url: '' })
      }
    }
    setReading(false)
    onPhotosChange([...photos, ...added])
  }

  function remove(photo: PickedPhoto) {
    if (photo.url) URL.revokeObjectURL(photo.url)
    onPhotosChange(photos.filter((candidate) => candidate !== photo))
  }

  const allProblem = problems.photos
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{copy.label}</legend>
      <p id="contact-photos-hint" className="text-sm text-muted">
        {copy.hint}
      </p>
      {enhanced ? (
        <>
          {photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {photos.map((photo, index) => {
                const problem = problems[PHOTO_FIELDS[index] ?? 'photos']
                return (
                  <li key={photo.id} className="flex flex-col items-start gap-1">
                    {photo.url ? (
                      <img
                        src={photo.url}
                        alt={numbered(copy.photoLabel, index)}
                        className="size-24 rounded-xl border border-line object-cover"
                      />
                    ) : (
                      <span className="flex size-24 items-center justify-center rounded-xl border border-line text-sm text-muted">
                        {numbered(copy.photoLabel, index)}
                      </span>
                    )}
                    <button
                      type="button"
                      onClick={() => remove(photo)}
                      className="min-h-11 text-sm font-semibold text-brand underline underline-offset-4"
                    >
                      {numbered(copy.remove, index)}
                    </button>
                    {problem ? (
                      <p role="alert" className="max-w-48 text-sm font-semibold text-danger">
                        {problem}
                      </p>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          ) : null}
          {photos.length < PHOTO_LIMITS.files ? (
            // The button is the label; the input inside stays focusable for the keyboard.
            <label className="inline-flex min-h-11 cursor-pointer items-center self-start rounded-full border-2 border-brand px-5 font-bold text-brand hover:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--focus)] has-disabled:cursor-wait has-disabled:opacity-70">
              {copy.add}
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                disabled={reading}
                onChange={add}
                aria-describedby="contact-photos-hint"
                className="sr-only"
              />
            </label>
          ) : null}
        </>
      ) : (
        PHOTO_FIELDS.map((field, index) => (
          <label key={field} className="photo-slot flex flex-col gap-1 text-sm font-semibold">
            <span className="photo-slot-name">{numbered(copy.photoLabel, index)}</span>
            <input
              type="file"
              name={field}
              accept={PHOTO_ACCEPT}
              aria-describedby="contact-photos-hint"
              className={fileInputClass}
            />
          </label>
        ))
      )}
      {allProblem ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {allProblem}
        </p>
      ) : null}
    </fieldset>
  )
}
