import { serviceMenu, servicesOverview } from '~/content/services'

export function serviceAside() {
  return {
    callBox: servicesOverview.callBox,
    menu: { heading: servicesOverview.sideMenuHeading, items: serviceMenu },
  }
}

export type ServiceAside = ReturnType<typeof serviceAside>
