import type { BlogPostMeta } from './schemas'

/** The four built-in blog posts (list data). Their bodies live in `articles.ts`, keyed by `postId`. */
export const builtInPosts = [
  {
    id: '1',
    slug: 'tree-pruning-guide',
    title: "A Homeowner's Guide to Pruning Trees the Right Way",
    metaTitle: 'Tree Pruning Guide for Springfield, IL Homeowners',
    excerpt:
      'When to prune, how to make a clean cut at the branch collar, and why oaks in Illinois should never be pruned from April through July. A practical guide to pruning that helps your trees instead of hurting them.',
    tags: ['Tree Pruning', 'Tree Health', 'DIY Tips'],
    metaDescription:
      'Learn when and how to prune trees in central Illinois: dormant-season timing, oak wilt rules, the 3-cut method, the branch collar and why topping harms trees.',
    lastModified: '2023-12-05T09:00:00Z',
    imageAlt: 'Illustration of an arborist pruning an oak branch with a pole saw',
  },
  {
    id: '2',
    slug: 'safe-tree-removal',
    title: 'Safe Tree Removal: Warning Signs and What a Pro Crew Does',
    metaTitle: 'Safe Tree Removal: Warning Signs & What to Expect',
    excerpt:
      'Cracks, fungus at the base, dead limbs and a lean that has changed can all mean a tree is failing. Learn the warning signs, why DIY felling is risky, and how to hire a qualified crew in Springfield.',
    tags: ['Tree Removal', 'Safety', 'Hiring an Arborist'],
    metaDescription:
      'Signs a tree may need removal, why DIY felling is dangerous, permits and right-of-way in Springfield, IL, and what a certified, insured crew does step by step.',
    lastModified: '2023-12-19T10:30:00Z',
    imageAlt: 'Illustration of a tree crew lowering a section of trunk with ropes beside a house',
  },
  {
    id: '3',
    slug: 'benefits-of-tree-trimming',
    title: 'The Real Benefits of Regular Tree Trimming',
    metaTitle: 'Benefits of Tree Trimming for Your Home and Yard',
    excerpt:
      'Regular trimming keeps branches off your roof and sidewalk, lets light reach your lawn and helps trees stand up to storms. Here is what a good trim does for your trees, your yard and your home.',
    tags: ['Tree Trimming', 'Storm Prep', 'Curb Appeal'],
    metaDescription:
      'How regular tree trimming improves safety, storm resistance, lawn health, fruit production and curb appeal, and how often trees in central Illinois need it.',
    lastModified: '2024-01-09T08:15:00Z',
    imageAlt: 'Illustration of an arborist in a bucket lift trimming branches away from a roofline',
  },
  {
    id: '4',
    slug: 'stump-grinding-explained',
    title: 'Stump Grinding Explained: What to Expect and What Comes After',
    metaTitle: 'Stump Grinding Explained: Depth, Cost and Replanting',
    excerpt:
      'Grinding versus full removal, how deep a grinder goes, what happens to the wood chips and when you can replant. Everything to know before you get rid of that stump in your yard.',
    tags: ['Stump Grinding', 'Yard Care', 'Replanting'],
    metaDescription:
      'How stump grinding works, how deep it goes, what to do with the chips, when you can replant and what affects the cost. Plus why you call JULIE before digging.',
    lastModified: '2024-01-23T14:00:00Z',
    imageAlt: 'Illustration of a stump grinder cutting a tree stump down below the lawn surface',
  },
] satisfies BlogPostMeta[]
