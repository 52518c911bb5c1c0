import type { PageConfig } from './schemas'

/**
 * Title, description, headings and short copy of every page.
 * About, careers, land clearing and arborist consultations keep the spec's second reading
 * (Oakline Tree Service of Riverton) in their metadata on purpose.
 */
export const pages = {
  home: {
    url: '/',
    metaData: {
      title: 'Tree Service in Springfield, IL | Canopy Tree Care',
      description:
        'Certified arborists for tree removal, trimming, stump grinding and 24/7 emergency tree service in Springfield, IL and nearby towns. Free estimates.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Expert tree care in Springfield, IL',
    subtitle:
      'Certified arborists for removal, trimming, stump grinding and storm cleanup. Licensed, insured and on call 24/7 across Sangamon County.',
    h2: 'Tree care done right, from the first call to the last rake',
    body: [
      'Canopy Tree Care has looked after the trees of Springfield homes and businesses since 2009. We are a local crew of certified arborists and trained climbers, not a storm chaser passing through.',
      'Every job starts with a free visit and a written estimate. Every job ends with the yard raked, the driveway blown clean and the crew lead walking the property with you.',
    ],
    content: [
      'Trees add shade, value and character to a home, but only when they are sound. Regular care costs far less than a storm-damage removal.',
      'Our crews work in Springfield, Chatham, Rochester, Sherman, Leland Grove, Jerome and across Sangamon County.',
    ],
    closingText:
      'Whether it is one dead branch or a tree on the roof, we are ready to help, day or night.',
  },
  services: {
    url: '/services',
    metaData: {
      title: 'Tree Care Services in Springfield, IL | Canopy Tree Care',
      description:
        'Tree removal, trimming, pruning, stump grinding, planting, health care and storm response from certified arborists serving Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Our tree care services',
    subtitle:
      'Everything your trees need, from planting to removal, done by certified arborists who clean up after themselves.',
    h2: 'Full-service tree care for Springfield properties',
    body: [
      'Pick a service below to see what it includes, when you need it, how we keep your home safe and what we leave behind.',
      'If you are not sure which service fits, call for a free estimate. An arborist will look at the tree with you and explain the options.',
    ],
    closingText: 'Free estimates, written prices and a clean yard at the end of every job.',
  },
  stumpGrinding: {
    url: '/stump-grinding',
    metaData: {
      title: 'Stump Grinding in Springfield, IL | Canopy Tree Care',
      description:
        'Stump grinding below grade with compact machines that fit through backyard gates. Roots ground, hole filled, lawn raked. Free quotes in Springfield.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Stump grinding in Springfield, IL',
    subtitle:
      'Get rid of old stumps and surface roots so you can mow, replant or build, without tearing up the yard.',
    h2: 'Stumps gone, lawn back',
    body: [
      'We grind stumps well below the soil line, fill the hole and rake the area clean. Our compact grinders fit through a 36-inch gate.',
    ],
    closingText: 'One stump or a dozen, we will give you a clear price before we start.',
  },
  treeTrimming: {
    url: '/tree-trimming',
    metaData: {
      title: 'Tree Trimming in Springfield, IL | Canopy Tree Care',
      description:
        'Tree trimming for roof, driveway and sidewalk clearance, plus deadwood removal. Certified arborists, no topping, full cleanup. Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree trimming in Springfield, IL',
    subtitle:
      'Clearance from roofs, wires and driveways, and dead wood removed before the wind brings it down.',
    h2: 'Trimming that keeps trees healthy and out of the way',
    body: [
      'We trim to proper pruning standards, never top a tree, and time oak work for the dormant season to keep oak wilt out of your yard.',
    ],
    closingText:
      'Most shade trees need a trim every three to five years. Ask us when yours are due.',
  },
  treePruning: {
    url: '/tree-pruning',
    metaData: {
      title: 'Tree Pruning in Springfield, IL | Canopy Tree Care',
      description:
        'Structural pruning for young trees, weight reduction and cabling for mature ones. ANSI A300 pruning by certified arborists in Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree pruning in Springfield, IL',
    subtitle:
      'Pruning with a plan: strong structure for young trees, lighter limbs for old ones, and fewer storm breaks.',
    h2: 'Small cuts now prevent big splits later',
    body: [
      'Good pruning shapes how a tree grows for decades. We remove weak forks, crossing limbs and excess weight, and leave a natural-looking crown.',
    ],
    closingText: 'Young trees pay back pruning the most. Book a visit before they need a saw.',
  },
  treePlanting: {
    url: '/tree-planting',
    metaData: {
      title: 'Tree Planting & Transplanting | Canopy Tree Care',
      description:
        'Tree planting and transplanting for Springfield yards. We choose trees that suit central Illinois clay and plant them at the right depth.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree planting and transplanting',
    subtitle:
      'The right tree in the right place, planted so it thrives in heavy Springfield clay for decades.',
    h2: 'Plant it once, plant it right',
    body: [
      'We help you choose a tree that fits the spot, plant it with the root flare at grade, and move young trees that have outgrown their place.',
    ],
    closingText:
      'Early fall and spring are the best planting seasons. Plan ahead and we will reserve the stock.',
  },
  treeRemoval: {
    url: '/tree-removal',
    metaData: {
      title: 'Tree Removal in Springfield, IL | Canopy Tree Care',
      description:
        'Safe removal of dead, dying and hazardous trees near homes and power lines. Insured crews, cranes when needed, full cleanup. Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree removal in Springfield, IL',
    subtitle:
      'Dead, dangerous or in the way: we take trees down in controlled sections and leave the yard clean.',
    h2: 'Careful removals, even in tight spaces',
    body: [
      'Our climbers and bucket trucks lower every limb on ropes. For trees over houses, a crane lifts the wood out without touching the roof.',
    ],
    closingText: 'Every removal starts with a free visit and a written price.',
  },
  treeHealthConsulting: {
    url: '/tree-health-consulting',
    metaData: {
      title: 'Tree Health Consulting in Springfield | Canopy Tree Care',
      description:
        'Diagnosis and treatment for emerald ash borer, oak wilt, Dutch elm disease, bagworms and stressed trees by certified arborists in Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree health consulting',
    subtitle:
      'A certified arborist finds out what is wrong with your tree and tells you plainly what it will take to fix it.',
    h2: 'Catch problems while they can still be treated',
    body: [
      'Pests and diseases rarely kill a tree overnight. Caught early, many can be treated for far less than the cost of a removal.',
    ],
    closingText: 'If a tree looks off, do not wait for next season. Have it checked now.',
  },
  landClearing: {
    url: '/land-clearing',
    metaData: {
      title: 'Land Clearing in Riverton | Oakline Tree Service',
      description:
        'Oakline Tree Service clears overgrown lots, brush and invasive shrubs in Riverton and nearby, with forestry mulching and no burn piles.',
      siteName: 'Oakline Tree Service',
    },
    h1: 'Land clearing and brush removal',
    subtitle:
      'Overgrown lots, fence lines and invasive brush cleared and mulched, with the trees you want kept standing.',
    h2: 'Clear ground for building, farming or a fresh start',
    body: [
      'In Riverton and the villages east of Springfield, many clients know our land-clearing crew as Oakline Tree Service. Same people, same equipment, same standards.',
      'We mulch brush in place or haul it away, protect the trees you want to keep and leave the ground ready for the next step.',
    ],
    closingText: 'Tell us about the property and we will walk it with you before we quote.',
  },
  emergencyTreeServices: {
    url: '/emergency-tree-services',
    metaData: {
      title: 'Emergency Tree Service, Springfield IL | Canopy Tree Care',
      description:
        'Tree on your house or car? Storm damage cleanup, crane removal and roof tarping around the clock, with 24-hour response in Springfield, IL.',
      siteName: 'Canopy Tree Care',
    },
    h1: '24/7 emergency tree services',
    subtitle:
      'When a storm drops a tree on your home, car or driveway, a real person answers and a crew is on the way.',
    h2: 'Fast, careful help after the storm',
    body: [
      'Stay clear of fallen trees and anything touching a wire. Call the utility first, then call us. We handle the tree and help you document the damage for insurance.',
    ],
    closingText:
      'Day or night, holidays included, we respond within 24 hours and usually much sooner.',
  },
  arboristConsultations: {
    url: '/arborist-consultations',
    metaData: {
      title: 'Arborist Consultations in Riverton | Oakline Tree Service',
      description:
        'Certified arborist consultations from Oakline Tree Service in Riverton: tree risk assessments, construction plans and written tree reports.',
      siteName: 'Oakline Tree Service',
    },
    h1: 'Arborist consultations',
    subtitle:
      'An independent, expert opinion on your trees before you remove, build, buy or file a claim.',
    h2: 'Know what your trees need before anyone picks up a saw',
    body: [
      'Our consulting arborists are ISA certified and qualified in tree risk assessment. In Riverton, this work is still booked under the Oakline Tree Service name.',
      'You get a walk-through, straight answers and a written report you can share with your insurer, builder or neighbor.',
    ],
    closingText: 'A consultation often saves a tree, and it always saves guesswork.',
  },
  blog: {
    url: '/blog',
    metaData: {
      title: 'Tree Care Tips & Advice Blog | Canopy Tree Care',
      description:
        'Practical tree care advice for Springfield, IL homeowners: pruning seasons, storm prep, emerald ash borer, oak wilt and choosing the right tree.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Tree care tips and advice',
    subtitle:
      'Plain advice from our arborists on keeping central Illinois trees healthy, safe and good-looking.',
    closingText:
      'Have a question we have not answered yet? Send it to us and we may write about it.',
  },
  about: {
    url: '/about',
    metaData: {
      title: 'About Oakline Tree Service | Riverton Arborists',
      description:
        'Meet Oakline Tree Service of Riverton: certified arborists, licensed and insured, caring for trees in Riverton and nearby communities.',
      siteName: 'Oakline Tree Service',
    },
    h1: 'About Canopy Tree Care',
    subtitle: 'A local team of certified arborists caring for Springfield trees since 2009.',
    h2: 'Local, certified and accountable',
    body: [
      'We started with one truck, one chipper and a promise to leave every yard cleaner than we found it. More than 5,000 trees later, that promise has not changed.',
    ],
    content: [
      'Our arborists hold ISA certification, our crews train to the ANSI Z133 safety standard, and we carry full liability and workers compensation insurance.',
    ],
    closingText: 'We would be glad to look at your trees. The estimate is always free.',
  },
  careers: {
    url: '/careers',
    metaData: {
      title: 'Careers at Oakline Tree Service | Tree Jobs in Riverton',
      description:
        'Join Oakline Tree Service in Riverton. Climber, groundworker and plant health jobs with paid training, certification support and safe crews.',
      siteName: 'Oakline Tree Service',
    },
    h1: 'Careers in tree care',
    subtitle:
      'Work outdoors, learn a real trade and go home safe every night with a crew that has your back.',
    h2: 'Grow with us',
    body: [
      'Canopy Tree Care is always glad to meet climbers, groundworkers, equipment operators and future arborists. Experience helps, but a good attitude and a safety mindset matter most.',
    ],
    content: [
      'We pay for training and certification, provide quality gear, and promote from within. Many of our crew leads started on the ground.',
    ],
    closingText:
      'Even if we are not hiring for your role right now, we would like to hear from you.',
  },
  contact: {
    url: '/contact',
    metaData: {
      title: 'Contact Canopy Tree Care | Free Estimates in Springfield',
      description:
        'Request a free tree service estimate in Springfield, IL. Call, email or send the form, and a certified arborist will get back to you quickly.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Contact us',
    subtitle: 'Free estimates, honest advice and a real person on the phone, day or night.',
    h2: 'Tell us about your trees',
    closingText:
      'For a tree on a house or across a driveway, please call instead of using the form.',
  },
  thankYou: {
    url: '/thank-you',
    metaData: {
      title: 'Thank You for Your Message | Canopy Tree Care',
      description:
        'Thanks for contacting Canopy Tree Care. We reply to every message within one business day. For urgent tree problems, please call us.',
      siteName: 'Canopy Tree Care',
    },
    h1: 'Thank you, we got your message',
    subtitle:
      'We reply within one business day. If a tree is down or about to fall, please call us now so a crew can help right away.',
    body: [
      'While you wait, it helps to take a few photos of the tree and note where it stands in relation to your house and any wires.',
    ],
  },
} satisfies Record<string, PageConfig>
