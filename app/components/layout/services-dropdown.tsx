import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/ui/icon'
import { Link, NavLink, useLocation } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'
import { useShell } from '~/lib/use-shell'

/**
 * WAI-ARIA disclosure navigation, hybrid form: the title links to /services and a separate
 * toggle button (aria-expanded) shows the list. Before (and without) script, CSS shows the list on
 * hover and while focus is inside. Once React runs it owns the list: a mouse hover opens it at once,
 * Escape closes it and returns focus to the toggle, leaving with focus or pointer closes it.
 */
export function ServicesDropdown({ title }: { title: string }) {
  const { nav } = useShell()
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  // Open "on this path": navigating anywhere closes the list without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  const open = openOnPath === pathname
  const setOpen = (next: boolean) => setOpenOnPath(next ? pathname : null)
  // A mouse that hovers over the toggle has already opened the list: its click must not close it.
  const openedByHover = useRef(false)
  const itemRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  // A pointer or focus that arrived before hydration keeps the list the CSS had already shown.
  useEffect(() => {
    const item = itemRef.current
    if (item?.matches(':hover, :focus-within')) {
      openedByHover.current = item.matches(':hover')
      setOpenOnPath(pathname)
    }
    // Only the moment React takes over matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onPointer = (event: PointerEvent, next: boolean) => {
    if (event.pointerType !== 'mouse') return
    openedByHover.current = next
    setOpen(next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }
  const listVisibility = hydrated
    ? open
      ? 'block'
      : 'hidden'
    : 'hidden group-hover/dropdown:block group-focus-within/dropdown:block'

  return (
    // The list item only listens: hover and Escape act on the link and toggle button inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="group/dropdown relative flex items-center"
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <NavLink to={nav.servicesHref} className={navLinkClass}>
        {title}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        // Before hydration CSS decides what is shown, so the button claims nothing it cannot know.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={() => {
          const keepOpen = openedByHover.current
          openedByHover.current = false
          setOpen(keepOpen || !open)
        }}
        className="-ml-1 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-tint"
      >
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        />
        <span className="sr-only">{nav.servicesToggleLabel}</span>
      </button>
      <div className={`absolute top-full left-0 z-30 pt-2 ${listVisibility}`}>
        <ul id={listId} className="w-72 rounded-2xl border border-line bg-surface p-2 shadow-xl">
          {nav.services.map((item) => (
            <li key={item.id}>
              <Link
                to={item.path}
                className="flex min-h-11 items-center rounded-xl px-3 font-medium text-ink hover:bg-tint-strong hover:text-brand"
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

export function navLinkClass({ isActive }: { isActive: boolean }) {
  const active = isActive ? 'text-brand underline decoration-2 underline-offset-8' : 'text-ink'
  return `hover:text-brand inline-flex min-h-11 items-center px-2 font-semibold ${active}`
}
