import file from '../../content/blog.json'
import type { BlogContent } from './schemas'

export const blogContent = file as BlogContent
