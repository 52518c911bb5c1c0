import { type AnyIconName, Icon } from './icon'

export function IconTile({ name, className = '' }: { name: AnyIconName; className?: string }) {
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand ${className}`}
    >
      <Icon name={name} />
    </span>
  )
}
