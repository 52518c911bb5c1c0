import { Chapter, PageProse, type ProsePage } from '~/components/sections/page-prose'
import { homeContent } from '~/content/home'

export default function SeoTextSection({ page }: { page: ProsePage }) {
  return (
    <div className="bg-page py-14 sm:py-20">
      <div className="site-container">
        <div className="mx-auto flex max-w-prose flex-col gap-10">
          <PageProse page={page} id="home-intro-heading" />
          {homeContent.seoText.map((chapter, index) => (
            <Chapter
              key={chapter.heading}
              id={`seo-text-${index}`}
              heading={chapter.heading}
              paragraphs={chapter.paragraphs}
              look="article"
            />
          ))}
        </div>
      </div>
    </div>
  )
}
