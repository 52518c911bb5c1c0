// Markdown goes through the build's reader, so the owner sees the build's errors before publishing.
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { iconSprites } from '~/assets/icon-sprites'
import { IconSprite, PageAssetsContext } from '~/components/layout/page-assets'
import { ArticleBody } from '~/components/blog/article-body'
import { FeaturedServicesGrid } from '~/components/sections/featured-services-grid'
import { FaqList } from '~/components/sections/home/faq-section'
import { ServiceBody } from '~/components/sections/service-body'
import { TestimonialCard } from '~/components/sections/testimonial-card'
import { markdownBlocks, servicePageBody } from '~/content/markdown'
import type { Faq, FeaturedService, Testimonial } from '~/content/schemas'
import { formatPostDate } from '~/lib/blog'
import { POSTS_COLLECTION, SERVICE_PAGES_COLLECTION } from './config-names'
import { showPickedPhoto } from './picked-photos'

function dataOf(entry: PreviewTemplateComponentProps['entry']): Record<string, unknown> {
  return (entry.get('data')?.toJS() ?? {}) as Record<string, unknown>
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      {/* The site's icons point into the sprite a page carries; the preview carries it too. */}
      <PageAssetsContext value={{ siteCss: '', fontsCss: '', iconSprites }}>
        <IconSprite part="firstScreen" />
        <IconSprite part="rest" />
      </PageAssetsContext>
      <div className="bg-page p-6 text-ink">{children}</div>
    </MemoryRouter>
  )
}

function fromMarkdown<T>(
  markdown: unknown,
  read: (text: string) => T,
  draw: (value: T) => ReactNode,
) {
  try {
    return draw(read(typeof markdown === 'string' ? markdown : ''))
  } catch (error) {
    return (
      <p role="alert" className="rounded-2xl border-2 border-call bg-tint p-5 font-bold">
        {error instanceof Error ? error.message : String(error)}
      </p>
    )
  }
}

function PostPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const data = dataOf(entry)
  const image = typeof data.image === 'string' && data.image ? getAsset(data.image).toString() : ''
  const date = typeof data.lastModified === 'string' ? data.lastModified : ''
  return (
    <Frame>
      <article className="flex max-w-prose flex-col gap-6">
        <h1 className="text-display font-extrabold tracking-tight">{String(data.title ?? '')}</h1>
        {date && !Number.isNaN(Date.parse(date)) ? (
          <p className="font-semibold text-muted">{formatPostDate(date)}</p>
        ) : null}
        {image ? (
          <img
            src={image}
            alt={String(data.imageAlt ?? '')}
            onError={(event) => showPickedPhoto(event.currentTarget)}
            className="aspect-video w-full rounded-3xl border border-line bg-tint object-cover"
          />
        ) : null}
        {fromMarkdown(data.body, markdownBlocks, (blocks) => (
          <ArticleBody blocks={blocks} />
        ))}
      </article>
    </Frame>
  )
}

function ServicePagePreview({ entry }: PreviewTemplateComponentProps) {
  const data = dataOf(entry)
  return (
    <Frame>
      <article className="flex max-w-prose flex-col gap-5">
        {fromMarkdown(data.body, servicePageBody, (body) => (
          <ServiceBody intro={body.intro} sections={body.sections} />
        ))}
        <p className="text-lg font-semibold">{String(data.callToAction ?? '')}</p>
      </article>
    </Frame>
  )
}

function FaqPreview({ entry }: PreviewTemplateComponentProps) {
  const { faq } = dataOf(entry) as { faq?: Faq[] }
  return (
    <Frame>
      <FaqList entries={faq ?? []} />
    </Frame>
  )
}

function TestimonialsPreview({ entry }: PreviewTemplateComponentProps) {
  const { testimonials } = dataOf(entry) as { testimonials?: Testimonial[] }
  return (
    <Frame>
      <div className="grid gap-5 lg:grid-cols-3">
        {(testimonials ?? []).map((testimonial, index) => (
          <TestimonialCard key={index} testimonial={testimonial} />
        ))}
      </div>
    </Frame>
  )
}

function ServiceCardsPreview({ entry }: PreviewTemplateComponentProps) {
  const { featuredServices } = dataOf(entry) as { featuredServices?: FeaturedService[] }
  return (
    <Frame>
      <FeaturedServicesGrid services={featuredServices ?? []} />
    </Frame>
  )
}

export function registerPreviews(cms: CMS) {
  cms.registerPreviewTemplate(POSTS_COLLECTION, PostPreview)
  cms.registerPreviewTemplate(SERVICE_PAGES_COLLECTION, ServicePagePreview)
  // File collections are previewed by the file's name.
  cms.registerPreviewTemplate('faq', FaqPreview)
  cms.registerPreviewTemplate('testimonials', TestimonialsPreview)
  cms.registerPreviewTemplate('services', ServiceCardsPreview)
}
