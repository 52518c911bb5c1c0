import { PhoneText } from '~/components/ui/phone-text'
import { PageProse, type ProsePage } from '~/components/sections/page-prose'
import { homeContent } from '~/content/home'

/** The long read about tree care in Springfield: one article, a heading per chapter. */
export default function SeoTextSection({ page }: { page: ProsePage }) {
  return (
    <div className="bg-page py-14 sm:py-20">
      <div className="site-container">
        <div className="mx-auto flex max-w-prose flex-col gap-10">
          <PageProse page={page} id="home-intro-heading" />
          {homeContent.seoText.map((chapter, index) => (
            <section
              key={chapter.heading}
              aria-labelledby={`seo-text-${index}`}
              className="flex flex-col gap-4"
            >
              <h2 id={`seo-text-${index}`} className="text-2xl font-extrabold sm:text-3xl">
                {chapter.heading}
              </h2>
              {chapter.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <PhoneText text={paragraph} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
