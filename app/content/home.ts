import type { HomeContent } from './schemas'

/** Words of the home page sections below the hero heading (the heading itself lives in pages.home). */
export const homeContent = {
  hero: {
    callUsText: 'Call us 24/7 for a free estimate',
    buttonLabel: 'Contact Us Today',
    buttonHref: '/contact',
  },
  stats: [
    { value: '5000+', label: 'Trees serviced', icon: 'trees' },
    { value: '98%', label: 'Customer satisfaction', icon: 'heart-handshake' },
    { value: '24h', label: 'Emergency response time', icon: 'clock' },
    { value: '5-star', label: 'Rated experienced technicians', icon: 'star' },
  ],
  reasons: {
    heading: 'Why Springfield homeowners choose Canopy Tree Care',
    items: [
      {
        title: 'Certified arborists',
        text: 'An ISA Certified Arborist looks at every tree we quote, so you get a diagnosis and honest advice, not just a price.',
        icon: 'badge-check',
      },
      {
        title: 'Licensed and fully insured',
        text: 'We carry general liability and workers compensation coverage and will send you the certificate before we start.',
        icon: 'shield',
      },
      {
        title: 'Free written estimates',
        text: 'You get a clear, itemized price in writing. The number on the estimate is the number on the invoice.',
        icon: 'dollar',
      },
      {
        title: 'Spotless cleanup',
        text: 'We chip, haul, rake and blow off every job site, and the crew lead walks the yard with you before we leave.',
        icon: 'recycle',
      },
    ],
  },
  featuredServices: {
    subTitle: 'What we do',
    title: 'Tree services for every season',
    description:
      'From planting a young oak to lifting a storm-damaged maple off a roof, our crews handle the whole life of your trees.',
  },
  seoText: [
    {
      heading: 'Why trees in Springfield need regular care',
      paragraphs: [
        'Central Illinois is hard on trees. Summers bring heat, dry spells and thunderstorms with straight-line winds. Winters bring ice storms that coat every twig and can add hundreds of pounds to a single limb. Trees that have never been pruned tend to carry weak forks and long, heavy branches, and those are the first to fail.',
        'The soil is another challenge. Much of Sangamon County sits on heavy silty clay that stays wet in spring, bakes hard in August and compacts easily under cars, patios and new construction. Roots in compacted clay get less oxygen and water, so trees decline slowly and are more open to pests.',
        'Regular care changes the odds. A trim every few years removes dead wood before it falls, structural pruning on young trees prevents splits later, and a simple mulch ring keeps mowers and string trimmers off the trunk. Small, steady investments cost far less than one emergency removal.',
      ],
    },
    {
      heading: 'Pests and diseases to watch for in Sangamon County',
      paragraphs: [
        'Emerald ash borer has killed a large share of the ash trees in central Illinois. If you still have a healthy ash, trunk injections every two to three years can protect it. If the crown is more than about a third dead, removal is usually the safer choice, because dead ash becomes brittle quickly.',
        'Oak wilt is a fungal disease that can kill red oaks in a single summer and weakens white and bur oaks over several years. Beetles spread it to fresh wounds in spring and early summer, so oaks should only be pruned in the dormant season. Dutch elm disease is still active here, and maples often show tar spot and leaf scorch in wet or hot years.',
        'On evergreens, look for bagworms in early summer: small brown bags that hang like ornaments and can strip a spruce or arborvitae. Most of these problems are far easier and cheaper to treat when they are caught early, which is why a yearly look from an arborist pays for itself.',
      ],
    },
    {
      heading: 'Pruning, trimming or removal: making the right call',
      paragraphs: [
        'Not every problem tree needs to come down. A tree with a few dead limbs or branches on the roof usually needs a trim. A young tree with two competing trunks needs structural pruning. A mature tree with a weak fork may be supported with a cable for many more years of shade.',
        'Removal makes sense when a tree is dead, has serious decay in the trunk or root flare, is leaning after a storm, or is simply the wrong species in the wrong spot. Our arborists explain the options and the costs for each, and we will tell you when a tree is worth keeping.',
        'Timing matters as well. Oaks and elms are best pruned in winter. Maples and birches are better pruned after the leaves come out, so they do not bleed sap. Dead and hazardous wood can be removed any time of year.',
      ],
    },
    {
      heading: 'Getting ready for storm season',
      paragraphs: [
        'Most storm damage we see comes from problems that were visible long before the storm: dead limbs, cracked unions, decay at the base or branches resting on the roof. A walk around your yard each spring and fall, looking up into the crown, can catch many of them.',
        'If a storm does bring a tree down, keep everyone away from downed wires and call the utility first. Take photos for your insurance company before anything is moved, and do not try to cut a tree that is resting on your house. The wood is often under tension and can shift suddenly.',
        'Our crews are on call 24 hours a day, with cranes, bucket trucks and tarps ready. After a widespread storm, we go first to trees on occupied homes and trees blocking access, then work through every call in order.',
      ],
    },
    {
      heading: 'How to choose a tree service in Springfield, IL',
      paragraphs: [
        'After every big storm, out-of-town crews knock on doors offering fast, cheap work. Some do fine work, but many carry no insurance and leave before problems show. Ask any company for a certificate of insurance, a written estimate and a local address before you sign.',
        'Look for ISA Certified Arborists on staff, crews trained in safe climbing and rigging, and a company that follows the ANSI A300 pruning standard. Be wary of anyone who recommends topping a tree or climbs a healthy tree with spikes for a simple trim.',
        'Canopy Tree Care has served Springfield, Chatham, Rochester, Sherman, Leland Grove and Jerome since 2009. We are local, licensed and insured, and we will be here next year if you have a question about the work we did.',
      ],
    },
  ],
  faq: {
    title: 'Frequently asked questions',
    description:
      'Straight answers about costs, permits, insurance, storm damage and the best time to prune in central Illinois.',
  },
  closingBanner: {
    title: 'A tree down or about to fall? We are on call day and night.',
    phoneHeading: 'Call us 24/7',
    phone: 'primary',
  },
  freeEstimate: {
    title: 'Get a free estimate',
    text: 'Tell us about your trees and an arborist will visit, explain your options and send a written price. No cost, no pressure.',
    buttonLabel: 'Request my free estimate',
  },
  testimonials: {
    subTitle: 'Testimonials',
    title: 'What our neighbors say',
    description:
      'Homeowners across Springfield and nearby towns trust us with the trees they care about most.',
  },
  map: {
    heading: 'Serving Springfield and nearby towns',
    text: 'Our crews work throughout Springfield, Chatham, Rochester, Sherman, Leland Grove, Jerome and the rest of Sangamon County.',
  },
  callButtonLabel: 'Call now',
} satisfies HomeContent
