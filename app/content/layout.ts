import type { LayoutContent } from './schemas'

/** Words of the shared layout: top bar, navigation, footer, sticky call, map, 404 and error pages. */
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
  notFound: {
    code: '404',
    heading: "Oh no, you found a page that's missing its roots",
    subtitles: [
      'Sorry, the page you are looking for does not exist.',
      "Oops! The page you're looking for could not be found...",
    ],
    documentTitle: 'Page Not Found',
    callPrompt: 'Looking for help with a tree? Call us any time:',
    backHome: 'Back To Home Page',
  },
  errorPage: { heading: 'Unexpected Application Error!', backHome: 'Back To Home Page' },
  sectionError: {
    message: 'This part of the page did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  toast: {
    close: 'Close notification',
    sent: 'Thank you! Your message is on its way. We reply within one business day.',
    failed: 'Sorry, your message could not be sent. Please call us at',
  },
} satisfies LayoutContent
