import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSourceHref } from '~/lib/use-source-href'

const variants = {
  primary: 'bg-brand-strong text-on-brand hover:bg-brand-hover',
  outline: 'border-2 border-brand text-brand hover:bg-brand-soft',
  outlineOnBand: 'border-2 border-on-band text-on-band hover:bg-on-band hover:text-band',
} as const

export function ButtonLink({
  to,
  children,
  variant = 'primary',
  className = '',
}: {
  to: string
  children: ReactNode
  variant?: keyof typeof variants
  className?: string
}) {
  const sourceHref = useSourceHref()
  return (
    <Link
      to={sourceHref(to)}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-bold ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  )
}
