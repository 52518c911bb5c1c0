import type { ReactNode } from 'react'
import type { ServiceAside } from '~/lib/service-aside.server'
import { CallBox } from './call-box'
import { ServiceSideMenu } from './service-side-menu'

export function ServiceLayout({ aside, children }: { aside: ServiceAside; children: ReactNode }) {
  return (
    <div className="site-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">{children}</div>
      <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
        <CallBox {...aside.callBox} />
        <ServiceSideMenu {...aside.menu} />
      </aside>
    </div>
  )
}
