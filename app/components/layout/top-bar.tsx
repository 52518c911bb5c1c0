import { Clock } from 'lucide-react'
import { Link } from 'react-router'
import { CallLink } from '~/components/ui/call-link'
import { layoutContent } from '~/content/layout'

/** The strip above the header: 24/7 badge, free-quote link and the phone number. */
export function TopBar() {
  return (
    <div className="bg-band text-sm text-on-band">
      <div className="site-container flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-call px-3 py-0.5 font-bold text-on-call">
          <Clock aria-hidden="true" className="size-4" />
          {layoutContent.badge}
        </span>
        <div className="flex items-center gap-4">
          <Link
            to={layoutContent.requestQuote.href}
            className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4 hover:no-underline"
          >
            {layoutContent.requestQuote.label}
          </Link>
          <CallLink placement="top-bar" variant="plain" />
        </div>
      </div>
    </div>
  )
}
