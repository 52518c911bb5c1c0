import type { Faq } from './schemas'

/** Questions Springfield homeowners and property managers ask us most. */
export const faq = [
  {
    question: 'How much does tree removal cost?',
    answer:
      'It depends on the size of the tree, how close it is to the house or power lines, and how easy it is to reach with equipment. A small tree in an open yard costs far less than a large oak over a roof that needs a crane. We visit, look at the tree and give you a written price, so there are no surprises.',
  },
  {
    question: 'Do you give free estimates?',
    answer:
      'Yes. Estimates for removal, trimming, pruning, stump grinding and planting are free. An arborist meets you on site or looks at the tree while you are at work, then sends a written, itemized estimate. Detailed written reports, such as risk assessments for insurance or construction, are quoted separately.',
  },
  {
    question: 'Are you licensed and insured?',
    answer:
      'Yes. Canopy Tree Care carries general liability and workers compensation insurance, and our pesticide applicators hold Illinois licenses. We are happy to send a certificate of insurance to you, your HOA or your property manager before the job. Never hire a tree crew that cannot show proof of insurance, because an injury on your property can become your problem.',
  },
  {
    question: 'Do I need a permit to remove a tree in Springfield?',
    answer:
      "Trees on private property generally do not need a permit, but the rules can change for historic districts, subdivisions with covenants and commercial sites. Trees in the parkway between the sidewalk and the curb usually belong to the city, and you need the city's approval before anyone touches them. We check what applies to your address and help with the request.",
  },
  {
    question: 'Who is responsible for a tree in the parkway or on the property line?',
    answer:
      "A parkway tree in the city right-of-way is usually the city's to maintain, so call the city forestry office first. For a tree on a property line, both neighbors typically share ownership, and it is best to agree on the work in writing. Our arborists can give a neutral assessment that helps both sides decide.",
  },
  {
    question: 'Will my homeowners insurance pay for storm damage?',
    answer:
      'When a tree falls on a covered structure, such as your house, garage or fence, most policies pay to remove it from the structure and repair the damage. Trees that fall in the yard without hitting anything are often not covered, or only up to a small limit. We provide photos, a written description and an itemized invoice to make your claim easier.',
  },
  {
    question: 'How fast can you respond to an emergency?',
    answer:
      'We answer the phone 24/7 and respond within 24 hours anywhere in our service area, usually within a few hours. After a big storm, we go first to trees on occupied homes and trees blocking emergency access. If a tree is touching a power line, call the utility first and stay clear.',
  },
  {
    question: 'What should I do if a tree falls on my house?',
    answer:
      'Get everyone out of the damaged part of the house and stay away from any downed wires. Call the utility if lines are involved, then call us and your insurance company. Take photos before anything is moved, but do not try to cut the tree yourself, because the weight can shift without warning.',
  },
  {
    question: 'When is the best time to prune oak trees?',
    answer:
      'Prune oaks in the dormant season, roughly November through March. From spring into summer, sap beetles carry oak wilt spores to fresh wounds, and the disease can kill red oaks in a single season. If an oak is damaged in summer and must be cut, we treat the wound right away to lower the risk.',
  },
  {
    question: 'Can you save my ash tree from emerald ash borer?',
    answer:
      'Often, yes, if the tree still has most of its canopy. Trunk injections every two to three years protect healthy ash trees very well. Once more than about a third of the crown has died back, treatment rarely pays off, and we recommend removal before the wood turns brittle and dangerous to climb.',
  },
  {
    question: 'How do I know if my tree is dangerous?',
    answer:
      'Warning signs include a new lean, cracks in the trunk or major limbs, mushrooms or conks at the base, large dead branches and soil heaving on one side. A tree can look healthy and still have decay inside. If a large tree stands over your house, driveway or a play area, a risk assessment by a certified arborist is worth the peace of mind.',
  },
  {
    question: 'What is the difference between trimming and pruning?',
    answer:
      'The words are often used interchangeably. We use trimming for clearance work, such as keeping branches off the roof and over the driveway. Pruning is about the structure of the tree: removing weak forks and crossing limbs so it grows strong and stands up to storms.',
  },
  {
    question: 'How often should my trees be trimmed?',
    answer:
      'Most mature shade trees do well with a trim every three to five years. Young trees benefit from structural pruning every two to three years until they are established. Fast growers such as silver maples and trees near the house or wires may need attention more often.',
  },
  {
    question: 'Do you top trees?',
    answer:
      'No. Topping cuts large branches back to stubs, which leads to decay and a crop of weak, fast shoots that break easily in wind and ice. If a tree is too tall for its spot, we use proper reduction cuts, or we recommend replacing it with a better-suited tree.',
  },
  {
    question: 'How deep do you grind stumps?',
    answer:
      'For a lawn, we grind about six to eight inches below the surface, which is plenty for seed or sod. If you want to plant a tree nearby or build over the spot, we go ten to twelve inches or deeper. Large surface roots coming off the stump are ground out too.',
  },
  {
    question: 'What cleanup do you do after a job?',
    answer:
      'We chip the branches, haul the wood, rake the lawn and blow off driveways and sidewalks. If you want the wood chips for mulch or the logs for firewood, just tell us and we will leave them where you want. The crew lead walks the property with you before we leave.',
  },
  {
    question: 'Can I keep the wood and the chips?',
    answer:
      'Yes. We can cut logs to firewood length and stack them, and dump the chips in a spot you pick, which can also lower the price. We do not leave wood from diseased oaks or elms, because it can spread the disease to nearby trees.',
  },
  {
    question: 'When is the best time to plant a tree here?',
    answer:
      'Early fall is ideal in central Illinois, because warm soil helps roots grow before winter and there is less heat stress. Spring planting works well too, as long as the tree is watered through its first summer. Avoid planting in the heat of July and August unless you can water deeply every week.',
  },
  {
    question: 'Do you work on commercial properties and rentals?',
    answer:
      'Yes. We work for property managers, landlords, HOAs, churches and businesses across Springfield. We can schedule work around tenants and business hours, send certificates of insurance, and bill the owner or management company directly.',
  },
  {
    question: 'Do I need to be home while you work?',
    answer:
      'Not usually. As long as we can reach the tree, gates are unlocked and pets are inside, we can do the work while you are away. We send photos when the job is done, and for larger jobs we like to walk the property with you at the start.',
  },
] satisfies Faq[]
