import type { MetaData, PageConfig } from '~/content/schemas'

/**
 * The site specification's page metadata rule: the key is the path without its leading slash,
 * hyphenated segments joined in camel case ("/tree-removal" → "treeRemoval").
 */
export function pageKeyFromPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/-+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase())
}

const pathWordsWithOwnMetadata = ['blog', 'contact', 'services'] as const

type PagesWithDefaults = Record<string, PageConfig> &
  Record<'home' | 'blog' | 'contact' | 'services', PageConfig>

/**
 * The page's own metaData; else the supplied fallback; else the blog, contact or services
 * metadata when the path contains that word; else the home page's.
 */
/** The page config of a path, by the spec's key rule. */
export function findPage(path: string, pages: Record<string, PageConfig>): PageConfig | undefined {
  return pages[pageKeyFromPath(path)]
}

export function resolvePageMetaData(
  path: string,
  pages: PagesWithDefaults,
  fallback?: MetaData,
): MetaData {
  const page = findPage(path, pages)
  if (page) return page.metaData
  if (fallback) return fallback
  const word = pathWordsWithOwnMetadata.find((candidate) => path.includes(candidate))
  return word ? pages[word].metaData : pages.home.metaData
}
