import { primaryPhone, secondaryPhone } from './phones'
import type { SiteConfig } from './schemas'

/** The company's facts (fictional; see ARCHITECTURE.md). One source for every phone link on the site. */
export const siteConfig = {
  companyName: 'Canopy Tree Care',
  legalName: 'Canopy Tree Care LLC',
  hoursOfOperation: '24/7',
  emergencyResponse: '24h',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  streetAddress: '1820 W Monroe St',
  geo: { latitude: 39.7992, longitude: -89.6755 },
  areaServed: ['Springfield', 'Chatham', 'Rochester', 'Sherman', 'Leland Grove', 'Jerome'],
  priceRange: '$$',
  email: 'hello@canopytreecare.example',
  phoneNumber: primaryPhone.display,
  phoneNumberWithDashes: primaryPhone.dashed,
  telLink: primaryPhone.telLink,
  secondaryPhone,
  homepage: 'https://www.canopytreecare.example',
  keywords: [
    'tree service Springfield IL',
    'tree removal',
    'tree trimming',
    'stump grinding',
    'emergency tree service',
    'certified arborist',
  ],
  footerText: 'Canopy Tree Care LLC. Licensed and insured tree care in Springfield, IL.',
  emailFooterText:
    'Shared from Canopy Tree Care, Springfield IL: 24/7 tree service, (217) 555-0142.',
  ogImage: '/og-image.png',
  logoAlt: 'Canopy Tree Care home',
  navLinks: [
    { title: 'Home', href: '/' },
    { title: 'Services', href: '/services' },
    { title: 'Blog', href: '/blog' },
    { title: 'About', href: '/about' },
    { title: 'Contact', href: '/contact' },
    { title: 'Careers', href: '/careers', hideFromTopNav: true },
  ],
} satisfies SiteConfig
