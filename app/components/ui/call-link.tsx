import type { ReactNode } from 'react'
import { Icon } from './icon'
import { primaryPhone } from '~/content/phones'
import type { Phone } from '~/content/schemas'
import type { CallPlacement } from '~/lib/analytics'

const variants = {
  solid:
    'bg-call text-on-call hover:bg-call-hover min-h-12 rounded-full px-6 py-3 text-base font-bold shadow-sm',
  compact:
    'bg-call text-on-call hover:bg-call-hover min-h-11 rounded-full px-4 py-2 text-sm font-bold',
  plain: 'font-semibold underline-offset-4 hover:underline min-h-6',
} as const

type CallLinkProps = {
  placement: CallPlacement
  phone?: Phone
  variant?: keyof typeof variants
  label?: ReactNode
  showNumber?: boolean
  className?: string
}

// `data-placement` lets the owner count calls by where they were tapped (analytics.ts).
export function CallLink({
  placement,
  phone = primaryPhone,
  variant = 'solid',
  label,
  showNumber = true,
  className = '',
}: CallLinkProps) {
  return (
    <a
      href={phone.telLink}
      data-placement={placement}
      className={`inline-flex items-center justify-center gap-2 ${variants[variant]} ${className}`}
    >
      <Icon name="phone" className="size-5 shrink-0" strokeWidth={2.25} />
      <span>
        {label}
        {label && showNumber ? ' ' : null}
        {showNumber ? <span className="whitespace-nowrap">{phone.display}</span> : null}
      </span>
    </a>
  )
}
