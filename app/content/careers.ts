import type { CareersContent } from './schemas'

/** Words of the /careers page: marketing text only, applicants reach out by phone or the contact form. */
export const careersContent = {
  sections: [
    {
      heading: 'Why work with us',
      paragraphs: [
        'Tree work is a real trade with real skills, and we treat it that way. At Canopy Tree Care you work outdoors with a steady crew, on good equipment, for a company that has been part of Springfield since 2009.',
        'We keep our crews busy all year, from pruning season in winter to planting in fall, so the work does not stop when the weather turns. Most of our crew leads started on the ground and moved up with us.',
      ],
    },
    {
      heading: 'Who we look for',
      paragraphs: [
        'We hire climbers, groundworkers, equipment and crane operators, plant health technicians and arborists. Experience is a plus, but we gladly train people who are reliable, take safety seriously and like hard physical work.',
        "A valid driver's license helps, and a CDL is a bonus. Most of all, we look for people who treat customers with respect and take pride in leaving a job site clean.",
      ],
    },
    {
      heading: 'Training and safety',
      paragraphs: [
        'Every new team member learns our safety program from day one: personal protective gear, drop zone rules, chipper safety and how to work around power lines. Climbers are trained in aerial rescue and follow the ANSI Z133 standard.',
        'We pay for courses and exam fees toward ISA Arborist Certification, TCIA credentials and Illinois pesticide licenses. The more you learn, the more you can do, and the more you earn.',
      ],
    },
  ],
  perks: {
    heading: 'What we offer',
    items: [
      {
        title: 'Competitive pay',
        text: 'Fair hourly wages with raises tied to skills and certifications, plus paid overtime on storm work.',
        icon: 'dollar',
      },
      {
        title: 'Paid training',
        text: 'On-the-job training, paid courses and exam fees for arborist certification and licenses.',
        icon: 'badge-check',
      },
      {
        title: 'Quality gear',
        text: 'Helmets, chainsaw pants, harnesses and saws provided and replaced when they wear out.',
        icon: 'hard-hat',
      },
      {
        title: 'Room to grow',
        text: 'A clear path from groundworker to climber, crew lead and arborist, with promotion from within.',
        icon: 'sprout',
      },
      {
        title: 'A crew that has your back',
        text: 'Small, steady crews, respect on the job site and a safety culture where anyone can stop work.',
        icon: 'users',
      },
    ],
  },
  reachOut: {
    heading: 'Reach out to us',
    text: 'Tell us a little about yourself and the kind of work you are looking for. We read every message and reply to everyone who writes.',
    buttonLabel: 'Get in touch',
  },
} satisfies CareersContent
