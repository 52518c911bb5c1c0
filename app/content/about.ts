import type { AboutContent } from './schemas'

/** Words of the /about page sections (title and headings live in pages.about). */
export const aboutContent = {
  experience: {
    heading: 'More than 15 years of tree care in Springfield',
    paragraphs: [
      'Canopy Tree Care started in 2009 with one truck, one chipper and a simple idea. Do careful work, tell people the truth about their trees, and leave every yard cleaner than we found it. Since then we have cared for more than 5,000 trees across Springfield and the towns around it.',
      'Today our team includes ISA Certified Arborists, experienced climbers, equipment operators and licensed plant health technicians. We handle everything from pruning a young redbud to lifting a storm-damaged oak off a roof with a crane.',
      'East of town, in Riverton and the nearby villages, many clients know our land-clearing and consulting crew as Oakline Tree Service. It is the same team, the same equipment and the same promise to do the job right.',
    ],
    linkLabel: 'See our services',
  },
  callBanner: {
    title: 'Have a question about a tree? Talk to an arborist.',
    phoneHeading: 'Call our team',
    phone: 'secondary',
  },
  badges: [
    {
      label: 'ISA Certified Arborists',
      text: 'Our arborists are certified by the International Society of Arboriculture and keep their training current every year.',
      icon: 'badge-check',
    },
    {
      label: 'Licensed and fully insured',
      text: 'General liability and workers compensation coverage on every job, with certificates available on request.',
      icon: 'shield',
    },
    {
      label: 'TCIA member',
      text: 'We belong to the Tree Care Industry Association and follow its safety and business practices.',
      icon: 'users',
    },
    {
      label: 'Safety trained crews',
      text: 'Every climber is trained in aerial rescue and the ANSI Z133 safety standard for tree work.',
      icon: 'hard-hat',
    },
    {
      label: '24/7 emergency response',
      text: 'A real person answers day and night, and a crew responds within 24 hours after a storm.',
      icon: 'clock',
    },
  ],
  commitment: {
    heading: 'Our commitment to you and your trees',
    paragraphs: [
      'We treat your property the way we would want ours treated. That means showing up when we said we would, protecting the lawn with mats, and cleaning up down to the small twigs.',
      'We give honest advice, even when it means less work for us. If a tree can be saved with pruning, cabling or treatment, we will tell you. If it has to come down, we will explain why.',
      'We also care about the urban forest we all share. For every tree we remove, we encourage planting one that suits the spot, and we recycle our wood chips into mulch for local gardens.',
    ],
  },
  serviceList: {
    heading: 'What we can do for you',
    items: [
      'Tree removal, including crane removals over homes',
      'Tree trimming for roof, wire and driveway clearance',
      'Structural pruning, cabling and bracing',
      'Stump grinding and root removal',
      'Tree health care, including emerald ash borer treatment',
      'Tree planting and transplanting',
      '24/7 emergency storm damage response',
    ],
  },
} satisfies AboutContent
