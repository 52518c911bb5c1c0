import { useSourceHref } from '~/lib/use-source-href'
import { useId } from 'react'
import { Icon } from '~/components/ui/icon'
import { Link, NavLink } from 'react-router'
import { CallLink } from '~/components/ui/call-link'
import { useShell } from '~/lib/use-shell'

// A popover: the browser opens it, closes it and returns focus, with no script.
export function MenuDrawer() {
  const { nav } = useShell()
  const sourceHref = useSourceHref()
  const dialogId = useId()
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={dialogId}
        popoverTargetAction="show"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        className="inline-flex size-12 items-center justify-center rounded-full text-brand hover:bg-tint"
      >
        <Icon name="menu" className="size-7" />
        <span className="sr-only">{nav.menuOpenLabel}</span>
      </button>
      <dialog
        id={dialogId}
        popover="auto"
        aria-label={nav.label}
        className="menu-drawer bg-surface text-ink shadow-2xl"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex justify-end">
            <button
              type="button"
              popoverTarget={dialogId}
              popoverTargetAction="hide"
              className="inline-flex size-12 items-center justify-center rounded-full hover:bg-tint"
            >
              <Icon name="x" className="size-7" />
              <span className="sr-only">{nav.menuCloseLabel}</span>
            </button>
          </div>
          <nav aria-label={nav.label}>
            <ul className="flex flex-col gap-1 text-lg">
              {nav.links.map((link) => (
                <li key={link.href} className="relative">
                  <NavLink to={sourceHref(link.href)} end className={drawerLinkClass}>
                    {link.title}
                  </NavLink>
                  {link.href === nav.servicesHref ? <DrawerServices /> : null}
                </li>
              ))}
            </ul>
          </nav>
          <CallLink placement="drawer" className="mt-auto w-full" />
        </div>
      </dialog>
    </div>
  )
}

// A native disclosure, so it opens with or without script.
function DrawerServices() {
  const { nav } = useShell()
  return (
    <details className="group/services">
      <summary className="absolute top-0 right-0 inline-flex size-12 cursor-pointer list-none items-center justify-center rounded-full hover:bg-tint [&::-webkit-details-marker]:hidden">
        <Icon
          name="chevron-down"
          className="size-5 transition-transform duration-150 group-open/services:rotate-180"
        />
        <span className="sr-only">{nav.servicesToggleLabel}</span>
      </summary>
      <ul className="ms-3 border-s border-line ps-3">
        {nav.services.map((item) => (
          <li key={item.id}>
            <Link to={item.path} className="flex min-h-11 items-center text-base hover:text-brand">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

function drawerLinkClass({ isActive }: { isActive: boolean }) {
  return `flex min-h-12 items-center rounded-xl ps-3 pe-14 font-semibold hover:bg-tint ${isActive ? 'text-brand bg-tint-strong' : ''}`
}
