import { serviceMenu, servicesOverview } from '~/content/services'

/** The aside of the services pages: the call box and the menu of every service page. */
export function serviceAside() {
  return {
    callBox: servicesOverview.callBox,
    menu: { heading: servicesOverview.sideMenuHeading, items: serviceMenu },
  }
}

export type ServiceAside = ReturnType<typeof serviceAside>
