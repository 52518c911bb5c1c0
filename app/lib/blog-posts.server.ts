// Relative imports: react-router.config.ts loads this module, and the "~" alias does not apply there.
import { builtInPosts } from '../content/posts'
import { siteConfig } from '../content/site'
import { type BlogState, contentfulFetcher, loadBlog } from './blog-loader.server'

/**
 * The build's blog: the built-in posts, or, with BLOG_SOURCE=contentful (the switch that empties the
 * built-in list), the posts from Contentful. Loaded once per build process.
 */
let loaded: Promise<BlogState> | undefined

export function builtInListFor(env: NodeJS.ProcessEnv = process.env) {
  return env.BLOG_SOURCE === 'contentful' ? [] : builtInPosts
}

export function blogPosts(): Promise<BlogState> {
  loaded ??= loadBlog({
    builtIn: builtInListFor(),
    homepage: siteConfig.homepage,
    fetchEntries: contentfulFetcher(),
  })
  return loaded
}
