// Relative imports: react-router.config.ts loads this module, and the "~" alias does not apply there.
import { readPostFiles } from '../content/files.server'
import { siteConfig } from '../content/site'
import { type BlogState, contentfulFetcher, loadBlog } from './blog-loader.server'

// BLOG_SOURCE=contentful empties the built-in list, so the posts come from Contentful.
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
