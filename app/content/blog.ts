import type { BlogContent } from './schemas'

/** Words around the blog posts: cards, share links, the call button and the Recent Posts sidebar. */
export const blogContent = {
  readMore: 'Read the article',
  updatedLabel: 'Last updated',
  shareHeading: 'Share this article',
  shareLabels: {
    facebook: 'Share on Facebook',
    linkedin: 'Share on LinkedIn',
    email: 'Share by email',
  },
  email: {
    greeting: 'Hi,',
    intro: 'I thought you would find this tree care article from Canopy Tree Care useful:',
  },
  callButton: 'Call to schedule a FREE consultation',
  recentPostsHeading: 'Recent Posts',
  emptyList: 'New articles are on their way. In the meantime, call us with any tree question.',
  rssTitle: 'Canopy Tree Care blog',
  rssDescription:
    'Practical tree care advice for Springfield, IL homeowners from certified arborists.',
} satisfies BlogContent
