import { POST_IMAGE_SIZE } from '~/lib/blog'

/** What a post's loader gives for its cover: the drawing's markup, or the file to fetch. */
export type PostCoverImage = { markup: string } | { src: string }

const frame = 'w-full overflow-hidden rounded-3xl border border-line bg-tint'

/**
 * A post's cover under its title. One of the site's drawings is drawn inside the page (the
 * markup is our own file, built in; see inline-image.server.ts), named for assistive technology
 * like an <img>; a photo is an <img>, fetched first since it is the page's largest paint.
 */
export function PostCover({ image, alt }: { image: PostCoverImage; alt: string }) {
  if ('markup' in image)
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${frame} [&>svg]:block [&>svg]:h-auto [&>svg]:w-full`}
        dangerouslySetInnerHTML={{ __html: image.markup }}
      />
    )
  return (
    <img
      src={image.src}
      alt={alt}
      width={POST_IMAGE_SIZE.width}
      height={POST_IMAGE_SIZE.height}
      fetchPriority="high"
      className={`${frame} h-auto`}
    />
  )
}
