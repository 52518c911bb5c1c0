import { useId } from 'react'
import { Icon } from '~/components/ui/icon'
import { Link, NavLink } from 'react-router'
import { useShell } from '~/lib/use-shell'

// CSS opens it on hover and focus; app/inline-scripts/controls.ts adds aria-expanded and Escape.
export function ServicesDropdown({ title }: { title: string }) {
  const { nav } = useShell()
  const listId = useId()
  return (
    <li className="group/dropdown relative flex items-center">
      <NavLink to={nav.servicesHref} className={navLinkClass}>
        {title}
      </NavLink>
      <button
        type="button"
        aria-controls={listId}
        className="-ml-1 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-tint"
      >
        <Icon name="chevron-down" className="size-4 transition-transform duration-150 " />
        <span className="sr-only">{nav.servicesToggleLabel}</span>
      </button>
      <div className="absolute top-full left-0 z-30 pt-2 hidden group-hover/dropdown:block group-focus-within/dropdown:block">
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
