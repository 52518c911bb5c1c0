import { Link } from 'react-router'
import { useShell } from '~/lib/use-shell'

function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="20" className="fill-brand-soft" />
      <path
        d="M20 7c-5.5 0-9.5 4-9.5 8.6 0 1.6.5 3 1.3 4.2A6 6 0 0 0 16 30h2.4v4h3.2v-4H24a6 6 0 0 0 4.2-10.2c.8-1.2 1.3-2.6 1.3-4.2C29.5 11 25.5 7 20 7Z"
        className="fill-brand"
      />
      <path
        d="M20 17v13M20 22l-3.5-3M20 25l3.5-3"
        className="stroke-brand-soft"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

export function Logo({ tone = 'default' }: { tone?: 'default' | 'band' }) {
  const { companyName, logoAlt } = useShell()
  const nameColor = tone === 'band' ? 'text-on-band' : 'text-brand'
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2.5" aria-label={logoAlt}>
      <LogoMark />
      <span className={`text-xl leading-none font-extrabold tracking-tight ${nameColor}`}>
        {companyName}
      </span>
    </Link>
  )
}
