import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { readPostFiles } from '../../app/content/files.server'
import type { BlogPostFile } from '../../app/content/schemas'
import { POST_IMAGE_SIZE, servedImagePath } from '../../app/lib/blog'

/** Every card keeps the same 16:9 shape (no layout shift); uploads stay as the owner sent them. */
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
