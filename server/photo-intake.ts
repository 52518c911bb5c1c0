import { PHOTO_LIMITS, photoProblemMessage } from '../app/lib/contact-fields'
import { contactContent } from '../app/content/contact'
import type { UploadedPhoto } from './contact-body'
import type { FieldError } from './contact-schema'
import { type FreeSpaceReader, freeSpace } from './disk-space'
import { PhotoRefused, reencodePhoto, smallCopyOf, thumbnailOf } from './images'
import type { StoredPhoto } from './submissions'
import { createWorkQueue } from './work-queue'

/**
 * What becomes of the photos of a contact post: judged and re-made a few posts at a time (a
 * bounded line behind them, the rest told to come back), kept small for spam, and not kept at all,
 * with the lead stored without them, when the client has had its share of photos today or the disk
 * is short of space.
 */
export const PHOTO_INTAKE_LIMITS = {
  /** Posts whose photos are decoded at once (each decodes its photos one after another). */
  postsAtOnce: 2,
  /** Posts waiting for that, in order; one more is answered 503 with Retry-After. */
  postsWaiting: 16,
  /** Photo bytes kept in a day for one client (an IPv4 address or an IPv6 /64): a few posts'
   *  worth of real photos, not a folder of them. */
  dailyBytesPerClient: 20 * 1024 * 1024,
  /** Free disk left beside the photos: the database's journal, the logs and a site build. */
  freeSpaceReserveBytes: 512 * 1024 * 1024,
}
export type PhotoIntakeLimits = typeof PHOTO_INTAKE_LIMITS

/** Seconds a post refused for the photos in flight is told to wait. */
export const PHOTOS_BUSY_RETRY_AFTER_SECONDS = 30

/** Why photos sent with a stored lead were not kept. */
export type PhotosNotKept = 'quota' | 'disk-space'

const { photoProblems } = contactContent.form

/** The owner's note on a lead about its photos. */
export function photoNote(reason: PhotosNotKept | 'spam', count: number): string {
  const photos =
    count === 1 ? '1 photo was sent and not kept' : `${count} photos were sent and not kept`
  if (reason === 'spam') return 'Photos kept as small copies only, as for all spam.'
  if (reason === 'quota')
    return `${photos}: this sender had already sent as many photos today as the site keeps from one connection.`
  return `${photos}: the server was short of disk space. Free some space on it.`
}

export function createPhotoIntake(options: {
  dataDir: string
  freeSpace?: FreeSpaceReader
  limits?: Partial<PhotoIntakeLimits>
}) {
  const limits = { ...PHOTO_INTAKE_LIMITS, ...options.limits }
  const readFreeSpace = options.freeSpace ?? freeSpace
  const posts = createWorkQueue({ atOnce: limits.postsAtOnce, waiting: limits.postsWaiting })

  return {
    limits,
    /**
     * Each photo judged by its bytes, decoded and kept re-encoded without its metadata (spam: its
     * small copy only), or each refused one named in the visitor's words. Throws QueueFull when
     * the line of posts is full.
     */
    judge(
      uploads: readonly UploadedPhoto[],
      options: { spam: boolean },
    ): Promise<{ ok: true; photos: StoredPhoto[] } | { ok: false; errors: FieldError[] }> {
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
    /** Whether the disk has room for `bytes` more and the reserve beside them. */
    async hasRoomFor(bytes: number): Promise<boolean> {
      // A disk whose free space cannot be read is taken as short: the lead is stored all the same.
      const free = await readFreeSpace(options.dataDir).catch(() => 0)
      return free >= bytes + limits.freeSpaceReserveBytes
    },
    /** Whether a client that has had `usedToday` bytes of photos kept may have `bytes` more. */
    withinQuota: (usedToday: number, bytes: number) =>
      usedToday + bytes <= limits.dailyBytesPerClient,
    load: posts.load,
  }
}

export type PhotoIntake = ReturnType<typeof createPhotoIntake>

/** The bytes a photo takes in the store. */
export const storedBytes = (photos: readonly StoredPhoto[]) =>
  photos.reduce((sum, photo) => sum + photo.bytes.length + photo.thumbnail.length, 0)
