import { useSourceHref } from '~/lib/use-source-href'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/ui/icon'
import { Link, NavLink, useLocation } from 'react-router'
import { CallLink } from '~/components/ui/call-link'
import { useHydrated } from '~/lib/use-hydrated'
import { useShell } from '~/lib/use-shell'

/**
 * The small-screen menu. Before (and without) script it is a popover: the toggle's popovertarget
 * opens it, a tap outside or Escape closes it, its links are plain links. Once React runs, the
 * toggle opens it as a modal <dialog> instead, so the browser keeps focus inside, makes the page
 * behind it inert, closes it on Escape and returns focus: no hand-rolled focus trap either way.
 */
export function MenuDrawer() {
  const { nav } = useShell()
  const sourceHref = useSourceHref()
  const hydrated = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const dialogId = useId()
  const { pathname } = useLocation()

  const close = () => closeDrawer(dialogRef.current)
  // Once React runs, the buttons act through it rather than through their popover attributes.
  const openModal = (event: MouseEvent) => {
    event.preventDefault()
    dialogRef.current?.showModal()
    setOpen(true)
  }
  const closeByButton = (event: MouseEvent) => {
    event.preventDefault()
    close()
  }

  // A navigation closes the menu; the first render keeps one opened before hydration open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeDrawer(dialogRef.current)
  }, [pathname])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // A menu opened before hydration stays open and usable: the state follows the popover.
    setOpen(dialog.open || dialog.matches(':popover-open'))
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent) setOpen(event.newState === 'open')
    }
    dialog.addEventListener('toggle', onToggle)
    return () => dialog.removeEventListener('toggle', onToggle)
  }, [])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={dialogId}
        popoverTargetAction="show"
        aria-haspopup="dialog"
        // Before hydration the browser derives the expanded state from popovertarget itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={dialogId}
        onClick={openModal}
        className="inline-flex size-12 items-center justify-center rounded-full text-brand hover:bg-tint"
      >
        <Icon name="menu" className="size-7" />
        <span className="sr-only">{nav.menuOpenLabel}</span>
      </button>
      {/* A click on the backdrop closes the drawer; keyboards have Escape (native to both forms). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        popover="auto"
        aria-label={nav.label}
        onClose={() => {
          setOpen(false)
          toggleRef.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        className="menu-drawer bg-surface text-ink shadow-2xl"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex justify-end">
            <button
              type="button"
              popoverTarget={dialogId}
              popoverTargetAction="hide"
              onClick={closeByButton}
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

function closeDrawer(dialog: HTMLDialogElement | null) {
  if (!dialog) return
  // Opened before hydration, it is still a popover; opened since, a modal dialog.
  if (dialog.matches(':popover-open')) dialog.hidePopover()
  else dialog.close()
}

/** The services under their nav link: a native disclosure, so it opens with or without script. */
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
