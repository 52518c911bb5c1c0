// Relative imports: react-router.config.ts loads this module, and the "~" alias does not apply there.
import { readPostFiles } from '../content/files.server'
import { siteConfig } from '../content/site'
import { type BlogState, contentfulFetcher, loadBlog } from './blog-loader.server'

/**
 * The build's blog: the posts in content/posts/ (the four built-in ones and those the owner adds in
 * the CMS), or, with BLOG_SOURCE=contentful (the switch that empties that list), the posts from
 * Contentful. Loaded once per build process.
 */
let loaded: Promise<BlogState> | undefined

function builtInListFor(env: NodeJS.ProcessEnv = process.env) {
  return env.BLOG_SOURCE === 'contentful' ? [] : readPostFiles()
}

export function blogPosts(): Promise<BlogState> {
  loaded ??= loadBlog({
    builtIn: builtInListFor(),
    homepage: siteConfig.homepage,
    fetchEntries: contentfulFetcher(),
  })
  return loaded
}
