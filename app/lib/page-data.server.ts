import { data } from 'react-router'
import { pages } from '~/content/pages'
import type { PageView } from '~/content/schemas'
import { type MetaTagOptions, metaTags } from '~/lib/meta-tags.server'
import { findPage } from '~/lib/page-meta'
import { splitPhoneNumbers } from '~/lib/phone-numbers'

export function pageData(request: Request, options: MetaTagOptions = {}) {
  const path = new URL(request.url).pathname
  // The root has no key of its own in the metadata rule.
  const page = path === '/' ? pages.home : findPage(path, pages)
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' })
  const { metaData: _metaData, url: _url, ...view } = page
  // Linked at build time, so no splitting ships as script.
  const paragraphs = [...(view.body ?? []), ...(view.content ?? [])].map(splitPhoneNumbers)
  return { page: { ...(view satisfies PageView), paragraphs }, ...metaTags(path, options) }
}
