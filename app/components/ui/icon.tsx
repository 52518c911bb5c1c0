import {
  Axe,
  BadgeCheck,
  Clock,
  ClipboardList,
  DollarSign,
  HardHat,
  HeartHandshake,
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Recycle,
  Scissors,
  ShieldCheck,
  Shovel,
  Siren,
  Sprout,
  Star,
  Stethoscope,
  Tractor,
  TreeDeciduous,
  Trees,
  Truck,
  Users,
} from 'lucide-react'
import type { IconName } from '~/content/schemas'

const icons: Record<IconName, LucideIcon> = {
  axe: Axe,
  shovel: Shovel,
  scissors: Scissors,
  sprout: Sprout,
  stethoscope: Stethoscope,
  tree: TreeDeciduous,
  trees: Trees,
  clipboard: ClipboardList,
  siren: Siren,
  tractor: Tractor,
  shield: ShieldCheck,
  clock: Clock,
  star: Star,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  users: Users,
  leaf: Leaf,
  'badge-check': BadgeCheck,
  'hard-hat': HardHat,
  dollar: DollarSign,
  'heart-handshake': HeartHandshake,
  truck: Truck,
  recycle: Recycle,
}

/** A decorative icon from the one icon set (lucide), one stroke width everywhere. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Drawing = icons[name]
  return <Drawing aria-hidden="true" focusable="false" strokeWidth={2} className={className} />
}
