import type { LayoutContent } from './schemas'

/** Words of the shared layout: top bar, navigation, footer, sticky call, map (sent as root loader data). */
export const layoutContent = {
  skipLink: 'Skip to main content',
  badge: 'Open 24/7',
  requestQuote: { label: 'Request Free Quote', href: '/contact' },
  callLabel: 'Call',
  servicesToggleLabel: 'Show services',
  menuOpenLabel: 'Open menu',
  menuCloseLabel: 'Close menu',
  primaryNavLabel: 'Main',
  stickyCall: 'Free Consultation Today!',
  footer: {
    heading: 'Tree care you can count on, day or night',
    textBlocks: [
      'Canopy Tree Care is a locally owned crew of certified arborists and climbers looking after the trees of Springfield homes, rental properties and businesses since 2009.',
      'We are fully licensed and insured, we clean up every job site as if it were our own yard, and we answer the phone around the clock when a storm brings a limb down.',
    ],
    servicesHeading: 'Our Services',
    usefulLinksHeading: 'Useful Links',
    usefulLinks: [
      { title: 'All services', href: '/services' },
      { title: 'Tree health assessments', href: '/tree-health-assessments' },
      { title: 'About us', href: '/about' },
      { title: 'Tree care blog', href: '/blog' },
      { title: 'Careers', href: '/careers' },
      { title: 'Contact us', href: '/contact' },
    ],
    hoursHeading: 'Hours of operation',
    hoursText: 'Open 24 hours a day, 7 days a week, including holidays.',
    backToTop: 'Back to top',
  },
  map: {
    title: 'Map of our service area',
    heading: 'Proudly serving Springfield and nearby towns',
    openInMapsLabel: 'Open the map in Google Maps',
  },
} satisfies LayoutContent
