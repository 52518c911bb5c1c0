import { useSourceHref } from '~/lib/use-source-href'
import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { CallLink } from '~/components/ui/call-link'
import { useShell } from '~/lib/use-shell'

export function TopBar() {
  const { topBar } = useShell()
  const sourceHref = useSourceHref()
  return (
    <div className="bg-band text-sm text-on-band">
      <div className="site-container flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-call px-3 py-0.5 font-bold text-on-call">
          <Icon name="clock" className="size-4" />
          {topBar.badge}
        </span>
        <div className="flex items-center gap-4">
          <Link
            to={sourceHref(topBar.requestQuote.href)}
            className="inline-flex min-h-6 items-center font-semibold underline underline-offset-4 hover:no-underline"
          >
            {topBar.requestQuote.label}
          </Link>
          <CallLink placement="top-bar" variant="plain" />
        </div>
      </div>
    </div>
  )
}
