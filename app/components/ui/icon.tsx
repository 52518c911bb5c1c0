import type { IconName } from '~/content/schemas'
import type { uiIconNames } from './icon-names'

export type AnyIconName = IconName | (typeof uiIconNames)[number]

// Drawn from the sprite each page carries (page-assets.tsx): no request per icon.
export function Icon({
  name,
  className = 'size-6',
  strokeWidth = 2,
}: {
  name: AnyIconName
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${name}`} />
    </svg>
  )
}
