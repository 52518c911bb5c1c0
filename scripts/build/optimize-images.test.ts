import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, test } from 'vitest'
import { servedImagePath } from '../../app/lib/blog'
import { optimizePostImages } from './optimize-images'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('an uploaded phone photo is served as a 1200×675 WebP, a fraction of its size', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-'))
  const publicDir = path.join(root, 'public')
  const clientDir = path.join(root, 'client')
  mkdirSync(path.join(publicDir, 'images/uploads'), { recursive: true })
  const original = path.join(publicDir, 'images/uploads/storm-oak.jpg')
  // A portrait photo with noise, as a phone would send it.
  await sharp({
    create: {
      width: 3024,
      height: 4032,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toFile(original)

  const written = await optimizePostImages(
    clientDir,
    [{ image: '/images/uploads/storm-oak.jpg' }, { image: '/images/blog/post-1.svg' }, {}],
    publicDir,
  )

  expect(written).toEqual(['/images/uploads/storm-oak-1200x675.webp'])
  const served = path.join(clientDir, written[0]!)
  expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 })
  expect(statSync(served).size).toBeLessThan(statSync(original).size / 4)
  // Encoding a 12-megapixel photo twice: 3.2 s in a full run on a 2-core machine, near Vitest's
  // default 5 s.
}, 30_000)

test('pages point at the served file; drawings keep their path', () => {
  expect(servedImagePath('/images/uploads/storm-oak.JPEG')).toBe(
    '/images/uploads/storm-oak-1200x675.webp',
  )
  expect(servedImagePath('/images/blog/post-2.svg')).toBe('/images/blog/post-2.svg')
})
