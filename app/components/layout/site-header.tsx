import { CallLink } from '~/components/ui/call-link'
import { Logo } from '~/components/ui/logo'
import { useShell } from '~/lib/use-shell'
import { MainNav } from './main-nav'
import { MenuDrawer } from './menu-drawer'
import { TopBar } from './top-bar'

export function SiteHeader() {
  const { topBar } = useShell()
  return (
    <header>
      <TopBar />
      <div className="border-b border-line bg-surface">
        <div className="site-container flex min-h-18 items-center justify-between gap-4 py-2">
          <Logo />
          <MainNav />
          <div className="flex items-center gap-2">
            <div className="hidden sm:block">
              <CallLink placement="header" variant="compact" label={topBar.callLabel} />
            </div>
            <MenuDrawer />
          </div>
        </div>
      </div>
    </header>
  )
}
