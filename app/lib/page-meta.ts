import type { MetaData, PageConfig } from '~/content/schemas'

// The specification's key rule: "/tree-removal" → "treeRemoval".
export function pageKeyFromPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/-+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase())
}

const pathWordsWithOwnMetadata = ['blog', 'contact', 'services'] as const

type PagesWithDefaults = Record<string, PageConfig> &
  Record<'home' | 'blog' | 'contact' | 'services', PageConfig>

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
