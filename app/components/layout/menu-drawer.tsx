import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/ui/icon'
import { Link, NavLink, useLocation } from 'react-router'
import { CallLink } from '~/components/ui/call-link'
import { useShell } from '~/lib/use-shell'

/**
 * The small-screen menu: a modal <dialog>, so the browser moves focus in, makes the page behind
 * it inert, closes it on Escape and gives focus back to the toggle. No hand-rolled focus trap.
 */
export function MenuDrawer() {
  const { nav } = useShell()
  const isServicesLink = (href: string) => href === nav.servicesHref
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [servicesOpen, setServicesOpen] = useState(false)
  const dialogId = useId()
  const servicesId = useId()
  const { pathname } = useLocation()

  const close = () => dialogRef.current?.close()

  useEffect(() => {
    dialogRef.current?.close()
  }, [pathname])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          dialogRef.current?.showModal()
          setOpen(true)
        }}
        className="inline-flex size-12 items-center justify-center rounded-full text-brand hover:bg-tint"
      >
        <Icon name="menu" className="size-7" />
        <span className="sr-only">{nav.menuOpenLabel}</span>
      </button>
      {/* A click on the backdrop closes the drawer; keyboards have Escape (native to <dialog>). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label={nav.label}
        onClose={() => {
          setOpen(false)
          toggleRef.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-surface p-0 text-ink shadow-2xl"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={close}
              className="inline-flex size-12 items-center justify-center rounded-full hover:bg-tint"
            >
              <Icon name="x" className="size-7" />
              <span className="sr-only">{nav.menuCloseLabel}</span>
            </button>
          </div>
          <nav aria-label={nav.label}>
            <ul className="flex flex-col gap-1 text-lg">
              {nav.links.map((link) => (
                <li key={link.href}>
                  <div className="flex items-center justify-between">
                    <NavLink to={link.href} end className={drawerLinkClass}>
                      {link.title}
                    </NavLink>
                    {isServicesLink(link.href) ? (
                      <button
                        type="button"
                        aria-expanded={servicesOpen}
                        aria-controls={servicesId}
                        onClick={() => setServicesOpen((value) => !value)}
                        className="inline-flex size-12 items-center justify-center rounded-full hover:bg-tint"
                      >
                        <Icon
                          name="chevron-down"
                          className={`size-5 transition-transform duration-150 ${servicesOpen ? 'rotate-180' : ''}`}
                        />
                        <span className="sr-only">{nav.servicesToggleLabel}</span>
                      </button>
                    ) : null}
                  </div>
                  {isServicesLink(link.href) ? (
                    <ul
                      id={servicesId}
                      hidden={!servicesOpen}
                      className="ms-3 border-s border-line ps-3"
                    >
                      {nav.services.map((item) => (
                        <li key={item.id}>
                          <Link
                            to={item.path}
                            className="flex min-h-11 items-center text-base hover:text-brand"
                          >
                            {item.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
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

function drawerLinkClass({ isActive }: { isActive: boolean }) {
  return `flex min-h-12 flex-1 items-center rounded-xl px-3 font-semibold hover:bg-tint ${isActive ? 'text-brand bg-tint-strong' : ''}`
}
