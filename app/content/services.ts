import type { FeaturedService, ServiceMenuItem, ServicesOverview } from './schemas'

/** The nine service cards on the home and services pages (Tree Transplanting shares /tree-planting on purpose). */
export const featuredServices = [
  {
    id: 'tree-removal',
    name: 'Tree Removal',
    description:
      'Safe removal of dead, dying or dangerous trees, taken down in controlled sections. We haul the wood and leave the yard raked.',
    icon: 'axe',
    path: '/tree-removal',
    linkTitle: 'Learn about tree removal',
  },
  {
    id: 'tree-trimming',
    name: 'Tree Trimming',
    description:
      'Clearance from roofs, wires, driveways and sidewalks, plus deadwood removal. Your trees look tidy and stay healthy.',
    icon: 'scissors',
    path: '/tree-trimming',
    linkTitle: 'Learn about tree trimming',
  },
  {
    id: 'tree-pruning',
    name: 'Tree Pruning',
    description:
      'Careful structural pruning that builds strong branches on young trees and lightens heavy limbs on mature ones.',
    icon: 'leaf',
    path: '/tree-pruning',
    linkTitle: 'Learn about tree pruning',
  },
  {
    id: 'stump-grinding',
    name: 'Stump Grinding',
    description:
      'We grind stumps and surface roots below the soil line so you can mow, replant or build over the spot.',
    icon: 'shovel',
    path: '/stump-grinding',
    linkTitle: 'Learn about stump grinding',
  },
  {
    id: 'tree-health-consulting',
    name: 'Tree Health Consulting',
    description:
      'A certified arborist diagnoses pests, disease and decline, then gives you a clear plan for treatment or replacement.',
    icon: 'stethoscope',
    path: '/tree-health-consulting',
    linkTitle: 'Learn about tree health consulting',
  },
  {
    id: 'tree-planting',
    name: 'Tree Planting',
    description:
      'The right tree in the right place, planted at the correct depth for heavy central Illinois clay.',
    icon: 'sprout',
    path: '/tree-planting',
    linkTitle: 'Learn about tree planting',
  },
  {
    id: 'tree-transplanting',
    name: 'Tree Transplanting',
    description:
      'Moving a young tree to a better spot on your property, dug with enough root ball to give it a real chance.',
    icon: 'trees',
    path: '/tree-planting',
    linkTitle: 'Learn about tree transplanting',
  },
  {
    id: 'arborist-consultations',
    name: 'Arborist Consultations',
    description:
      'Written tree risk assessments, construction protection plans and second opinions from a certified arborist.',
    icon: 'clipboard',
    path: '/arborist-consultations',
    linkTitle: 'Learn about arborist consultations',
  },
  {
    id: 'emergency-tree-services',
    name: 'Emergency Tree Services',
    description:
      'A tree on your house, car or driveway? Our crews answer around the clock and respond within 24 hours.',
    icon: 'siren',
    path: '/emergency-tree-services',
    linkTitle: 'Learn about emergency tree services',
  },
] satisfies FeaturedService[]

/** The long bulleted description of each service page. */

/** Every service page, in menu order: the source of their names, slugs and routes. */
export const serviceMenu = [
  { slug: 'tree-removal', name: 'Tree Removal' },
  { slug: 'tree-trimming', name: 'Tree Trimming' },
  { slug: 'tree-pruning', name: 'Tree Pruning' },
  { slug: 'stump-grinding', name: 'Stump Grinding' },
  { slug: 'tree-health-consulting', name: 'Tree Health Consulting' },
  { slug: 'tree-planting', name: 'Tree Planting and Transplanting' },
  { slug: 'arborist-consultations', name: 'Arborist Consultations' },
  { slug: 'emergency-tree-services', name: 'Emergency Tree Services' },
  { slug: 'land-clearing', name: 'Land Clearing' },
] satisfies ServiceMenuItem[]

/** Words of the /services overview page. */
export const servicesOverview = {
  intro: [
    'Canopy Tree Care handles every part of looking after the trees on your property, from planting a young tree in the right spot to removing an old one safely. Our crews are led by ISA Certified Arborists and carry full liability and workers compensation insurance.',
    'Not sure what your tree needs? Start with a free estimate. An arborist will look at the tree with you, explain the options, and put the price in writing before any work begins.',
    'We serve homeowners, landlords, property managers and businesses in Springfield, Chatham, Rochester, Sherman, Leland Grove, Jerome and the rest of Sangamon County.',
  ],
  sideMenuHeading: 'Our services',
  callBox: {
    title: 'Need tree service? Call Us Today',
    text: 'Free estimates, certified arborists and 24/7 emergency response. Talk to a real person today.',
  },
  readMoreLabel: 'Read more',
} satisfies ServicesOverview
