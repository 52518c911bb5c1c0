import { Icon } from '~/components/ui/icon'
import type { Stat } from '~/content/schemas'

export default function StatsSection({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-label="Canopy Tree Care in numbers" className="bg-band text-on-band">
      <dl className="site-container grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:py-12 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center gap-1 text-center">
            <dt className="order-last text-sm text-on-band-muted sm:text-base">{stat.label}</dt>
            {/* The icon inside the <dd>: a <dl>'s groups hold only terms and descriptions. */}
            <dd className="flex flex-col items-center gap-1 text-3xl font-black tracking-tight text-on-band sm:text-4xl">
              <Icon name={stat.icon} className="mb-1 size-7 text-call" />
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
