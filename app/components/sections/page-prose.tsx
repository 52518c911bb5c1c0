import type { ReactNode } from 'react'
import { PhoneText } from '~/components/ui/phone-text'
import { PhoneParts } from '~/components/ui/phone-parts'
import type { PageView } from '~/content/schemas'
import type { TextPart } from '~/lib/phone-numbers'

export type ProsePage = PageView & { paragraphs: TextPart[][] }

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

export function ClosingText({ page }: { page: PageView }) {
  if (!page.closingText) return null
  return <p className="max-w-2xl text-xl font-bold text-brand">{page.closingText}</p>
}

const looks = {
  article: {
    Box: 'section',
    box: 'flex flex-col gap-4',
    heading: 'text-2xl font-extrabold sm:text-3xl',
    paragraph: undefined,
  },
  column: {
    Box: 'section',
    box: 'flex flex-col gap-3',
    heading: 'text-2xl font-extrabold',
    paragraph: undefined,
  },
  lead: {
    Box: 'div',
    box: 'flex flex-col gap-4',
    // A button after the words keeps its own width.
    boxWithAction: 'flex flex-col items-start gap-4',
    heading: 'text-3xl font-extrabold tracking-tight sm:text-4xl',
    paragraph: 'text-lg',
  },
} as const

// Lead text sits in a section its parent already names.
export function Chapter({
  id,
  heading,
  paragraphs,
  look,
  children,
}: {
  id: string
  heading: string
  paragraphs: readonly string[]
  look: keyof typeof looks
  children?: ReactNode
}) {
  const style: (typeof looks)[keyof typeof looks] & { boxWithAction?: string } = looks[look]
  const { Box, heading: headingClass, paragraph } = style
  return (
    <Box
      aria-labelledby={Box === 'section' ? id : undefined}
      className={children && style.boxWithAction ? style.boxWithAction : style.box}
    >
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className={paragraph}>
          <PhoneText text={text} />
        </p>
      ))}
      {children}
    </Box>
  )
}
