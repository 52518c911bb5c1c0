import type { ReactNode } from 'react'

export function PageHeader({
  title,
  subtitle,
  eyebrow,
  children,
  compactOnPhone = false,
}: {
  title: string
  subtitle: string
  eyebrow?: string
  children?: ReactNode
  compactOnPhone?: boolean
}) {
  const phone = compactOnPhone
    ? {
        box: 'max-sm:gap-3 max-sm:py-6',
        subtitle: 'max-sm:text-base',
        actions: 'max-sm:mt-0 max-sm:gap-2',
      }
    : undefined
  return (
    <section className="border-b border-line bg-tint-strong">
      <div className={`site-container flex flex-col gap-4 py-12 sm:py-16 ${phone?.box ?? ''}`}>
        {eyebrow ? (
          <p className="text-sm font-bold tracking-wider text-muted uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-display font-extrabold tracking-tight">{title}</h1>
        <p className={`max-w-3xl text-lg text-muted sm:text-xl ${phone?.subtitle ?? ''}`}>
          {subtitle}
        </p>
        {children ? (
          <div className={`mt-2 flex flex-wrap items-center gap-4 ${phone?.actions ?? ''}`}>
            {children}
          </div>
        ) : null}
      </div>
    </section>
  )
}
