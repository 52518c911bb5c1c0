import { PHOTO_LIMITS, photoProblemMessage } from '../../app/lib/contact-fields'
import { contactContent } from '../../app/content/contact'
import type { UploadedPhoto } from './body'
import type { FieldError } from './schema'
import { type FreeSpaceReader, freeSpace } from './disk-space'
import { PhotoRefused, reencodePhoto, smallCopyOf, thumbnailOf } from './images'
import type { StoredPhoto } from '../leads/types'
import { createWorkQueue } from './work-queue'

const PHOTO_INTAKE_LIMITS = {
  postsAtOnce: 2,
  postsWaiting: 16,
  /** Per client: an IPv4 address or an IPv6 /64. */
  dailyBytesPerClient: 20 * 1024 * 1024,
  /** Left free for the database's journal, the logs and a site build. */
  freeSpaceReserveBytes: 512 * 1024 * 1024,
}
export type PhotoIntakeLimits = typeof PHOTO_INTAKE_LIMITS

export const PHOTOS_BUSY_RETRY_AFTER_SECONDS = 30

export type PhotosNotKept = 'quota' | 'disk-space'

const { photoProblems } = contactContent.form

export function photoNote(
  sent: number,
  outcome: { notKept?: PhotosNotKept; spam: boolean; kept: number },
): string | undefined {
  const photos =
    sent === 1 ? '1 photo was sent and not kept' : `${sent} photos were sent and not kept`
  if (outcome.notKept === 'quota')
    return `${photos}: this sender had already sent as many photos today as the site keeps from one connection.`
  if (outcome.notKept === 'disk-space')
    return `${photos}: the server was short of disk space. Free some space on it.`
  if (outcome.spam && outcome.kept > 0) return 'Photos kept as small copies only, as for all spam.'
  return undefined
}

const sentBytes = (uploads: readonly UploadedPhoto[]) =>
  uploads.reduce((sum, upload) => sum + upload.bytes.length, 0)

export function createPhotoIntake(options: {
  dataDir: string
  freeSpace?: FreeSpaceReader
  limits?: Partial<PhotoIntakeLimits>
}) {
  const limits = { ...PHOTO_INTAKE_LIMITS, ...options.limits }
  const readFreeSpace = options.freeSpace ?? freeSpace
  const posts = createWorkQueue({ atOnce: limits.postsAtOnce, waiting: limits.postsWaiting })
  const withinQuota = (usedToday: number, bytes: number) =>
    usedToday + bytes <= limits.dailyBytesPerClient
  async function hasRoomFor(bytes: number): Promise<boolean> {
    // A disk whose free space cannot be read is taken as short: the lead is stored all the same.
    const free = await readFreeSpace(options.dataDir).catch(() => 0)
    return free >= bytes + limits.freeSpaceReserveBytes
  }

  return {
    /** Throws QueueFull when the line of posts being judged is full. */
    async keep(
      uploads: readonly UploadedPhoto[],
      options: { spam: boolean; usedToday: () => number },
    ): Promise<
      | { ok: true; photos: StoredPhoto[]; notKept?: PhotosNotKept }
      | { ok: false; errors: FieldError[] }
    > {
      if (uploads.length === 0) return { ok: true, photos: [] }
      if (!withinQuota(options.usedToday(), 1)) return { ok: true, photos: [], notKept: 'quota' }
      if (!(await hasRoomFor(sentBytes(uploads))))
        return { ok: true, photos: [], notKept: 'disk-space' }
      return posts.run(async () => {
        const photos: StoredPhoto[] = []
        const errors: FieldError[] = []
        for (const { field, bytes } of uploads) {
          if (bytes.length === 0) {
            errors.push({ field, message: photoProblemMessage(photoProblems.empty, field) })
            continue
          }
          try {
            if (options.spam) {
              const copy = await smallCopyOf(bytes)
              photos.push({ ...copy, thumbnail: copy.bytes })
            } else {
              const photo = await reencodePhoto(bytes, { maxSide: PHOTO_LIMITS.maxSide })
              photos.push({ ...photo, thumbnail: await thumbnailOf(photo.bytes) })
            }
          } catch (error) {
            if (!(error instanceof PhotoRefused)) throw error
            const tooBig = error.reason === 'too-many-pixels' || error.reason === 'too-long-a-side'
            const problem = tooBig ? photoProblems.tooManyPixels : photoProblems.notPicture
            errors.push({ field, message: photoProblemMessage(problem, field) })
          }
        }
        return errors.length > 0 ? { ok: false, errors } : { ok: true, photos }
      })
    },
    withinQuota,
  }
}

export const storedBytes = (photos: readonly StoredPhoto[]) =>
  photos.reduce((sum, photo) => sum + photo.bytes.length + photo.thumbnail.length, 0)
