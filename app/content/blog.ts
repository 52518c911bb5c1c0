import file from '../../content/blog.json'
import type { BlogContent } from './schemas'

/** Words around the blog posts: cards, share links, the call button, Recent Posts (content/blog.json). */
export const blogContent = file as BlogContent
