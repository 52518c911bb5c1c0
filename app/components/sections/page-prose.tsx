import { PhoneParts } from '~/components/ui/phone-parts'
import type { PageView } from '~/content/schemas'
import type { TextPart } from '~/lib/phone-numbers'

export type ProsePage = PageView & { paragraphs: TextPart[][] }

/** A page config's h2 with its body and content paragraphs, when the page has them. */
export function PageProse({
  page,
  id,
  className = '',
}: {
  page: ProsePage
  id: string
  className?: string
}) {
  const { paragraphs } = page
  if (!page.h2 && paragraphs.length === 0) return null
  return (
    <section
      aria-labelledby={page.h2 ? id : undefined}
      className={`flex max-w-prose flex-col gap-4 ${className}`}
    >
      {page.h2 ? (
        <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
          {page.h2}
        </h2>
      ) : null}
      {paragraphs.map((parts, index) => (
        <p key={index} className="text-lg">
          <PhoneParts parts={parts} />
        </p>
      ))}
    </section>
  )
}

/** The page's closing line, set large above its last call to action. */
export function ClosingText({ page }: { page: PageView }) {
  if (!page.closingText) return null
  return <p className="max-w-2xl text-xl font-bold text-brand">{page.closingText}</p>
}
