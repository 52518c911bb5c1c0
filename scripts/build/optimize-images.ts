import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { readPostFiles } from '../../app/content/files.server'
import type { BlogPostFile } from '../../app/content/schemas'
import { POST_IMAGE_SIZE, servedImagePath } from '../../app/lib/blog'

/**
 * Photos uploaded in the CMS are kept as the owner sent them (public/images/uploads); the build
 * serves each post's photo cropped to 16:9 at the post image size, as WebP: a phone photo of several
 * megabytes becomes ~100 KB, and every card keeps the same shape (no layout shift).
 */
export async function optimizePostImages(
  clientDir: string,
  posts: readonly Pick<BlogPostFile, 'image'>[] = readPostFiles(),
  publicDir = 'public',
): Promise<string[]> {
  const written: string[] = []
  for (const post of posts) {
    if (!post.image) continue
    const served = servedImagePath(post.image)
    if (served === post.image) continue
    const target = path.join(clientDir, served)
    await mkdir(path.dirname(target), { recursive: true })
    await sharp(path.join(publicDir, post.image))
      .rotate()
      .resize(POST_IMAGE_SIZE.width, POST_IMAGE_SIZE.height, {
        fit: 'cover',
        position: 'attention',
      })
      .webp({ quality: 78 })
      .toFile(target)
    written.push(served)
  }
  return written
}
