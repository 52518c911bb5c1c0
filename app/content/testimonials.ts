import type { Testimonial } from './schemas'

/** Three customer quotes; the site draws initials in place of photos and logos. */
export const testimonials = [
  {
    avatarUrl: '',
    name: 'Maria G.',
    logo: '',
    title: 'Leland Grove, Springfield',
    quote:
      'A huge silver maple was hanging over our roof, and two other companies wanted to drop it in big pieces. Canopy brought a crane, lifted every section over the house and did not crack a single shingle. The yard was cleaner when they left than when they arrived.',
  },
  {
    avatarUrl: '',
    name: 'Dave R.',
    logo: '',
    title: 'Enos Park, Springfield',
    quote:
      'After the ice storm, a limb from our oak came down on the garage at about midnight. A real person answered, and a crew was there first thing in the morning with a tarp and a plan. They also wrote up everything our insurance adjuster asked for.',
  },
  {
    avatarUrl: '',
    name: 'Linda K.',
    logo: '',
    title: 'Chatham, near Springfield',
    quote:
      'The arborist told us two of our ash trees were worth treating and one was not, and explained exactly why. Three years later, the treated ones still look great. I appreciate that nobody tried to sell us work we did not need.',
  },
] satisfies Testimonial[]
