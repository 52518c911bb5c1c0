import type { ReactNode } from 'react'
import type { SectionIntro as SectionIntroContent } from '~/content/schemas'

const tones = {
  page: 'bg-page',
  tint: 'bg-tint',
  green: 'bg-tint-strong',
  band: 'bg-band text-on-band',
} as const

export type SectionTone = keyof typeof tones

// Alternating tints keep the long pages readable.
export function Section({
  tone = 'page',
  labelledBy,
  children,
  className = '',
}: {
  tone?: SectionTone
  labelledBy?: string
  children: ReactNode
  className?: string
}) {
  const Tag = labelledBy ? 'section' : 'div'
  return (
    <Tag aria-labelledby={labelledBy} className={`${tones[tone]} py-14 sm:py-20 ${className}`}>
      <div className="site-container">{children}</div>
    </Tag>
  )
}

export function SectionIntro({
  id,
  intro,
  align = 'start',
}: {
  id: string
  intro: SectionIntroContent
  align?: 'start' | 'center'
}) {
  const alignment = align === 'center' ? 'mx-auto text-center items-center' : ''
  return (
    <div className={`mb-10 flex max-w-3xl flex-col gap-3 ${alignment}`}>
      <p className="text-sm font-bold tracking-wider text-muted uppercase">{intro.subTitle}</p>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {intro.title}
      </h2>
      <p className="text-lg text-muted">{intro.description}</p>
    </div>
  )
}

export function SectionHeading({
  id,
  children,
  className = 'mb-8 text-3xl',
}: {
  id: string
  children: ReactNode
  className?: string
}) {
  return (
    <h2 id={id} className={`font-extrabold tracking-tight sm:text-4xl ${className}`}>
      {children}
    </h2>
  )
}
