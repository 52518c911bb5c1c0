import { POST_IMAGE_SIZE } from '~/lib/blog'

export type PostCoverImage = { markup: string } | { src: string }

const frame = 'w-full overflow-hidden rounded-3xl border border-line bg-tint'

// Our own built-in drawing goes inline, named like an <img>; a photo is the largest paint.
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
