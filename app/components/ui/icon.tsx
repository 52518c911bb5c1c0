import type { IconName } from '~/content/schemas'
import type { uiIconNames } from './icon-names'

export type AnyIconName = IconName | (typeof uiIconNames)[number]

/**
 * A decorative icon from the one icon set (lucide, one stroke width), drawn from the sprite each
 * page carries (IconSprite in components/layout/page-assets.tsx): no JavaScript and no request per icon.
 */
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
