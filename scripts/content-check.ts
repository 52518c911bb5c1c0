/**
 * `npm run content:check` (also run by every build, before pre-rendering): errors stop the build,
 * warnings are printed as a short report. Errors: a module that breaks its schema (the spec's counts
 * live in the schemas), content that points at nothing, missing alt text, duplicate titles.
 * Warnings: what the spec keeps on purpose (another company or city name, another phone number) and
 * titles or descriptions longer or shorter than search results show well.
 */
import { articles } from '../app/content/articles'
import { pages } from '../app/content/pages'
import { builtInPosts } from '../app/content/posts'
import { servicePages } from '../app/content/service-pages'
import { featuredServices, serviceMenu } from '../app/content/services'
import { siteConfig } from '../app/content/site'
import {
  type ContentModule,
  contentModules,
  contentProblems,
} from '../app/content/validate-content'
import { pageKeyFromPath } from '../app/lib/page-meta'
import { pagePaths, redirects } from '../app/lib/site-routes'

export type ContentReport = { errors: string[]; warnings: string[] }

export const TITLE_MAX = 60
export const DESCRIPTION_RANGE = [70, 160] as const

type Leaf = { where: string; text: string }

function leaves(value: unknown, where: string): Leaf[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${where}[${index}]`))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${where}.${key}`))
  }
  return []
}

const COMPANY_NAME = /\b([A-Z][a-z]+) (Tree Service|Tree Care|Tree Experts)\b/g
/** Words that make "X Tree Service" a kind of service, not a company. */
const GENERIC = new Set([
  'Emergency',
  'Professional',
  'Local',
  'Residential',
  'Commercial',
  'Affordable',
  'Expert',
])
const PLACE_AFTER = /\b(?:in|near|around|serving)\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/g
const PHONE = /\(?\b\d{3}\)?[ -]\d{3}-\d{4}\b/g

/** Capitalised words after "in"/"of" that are not places, or are the site's own area. */
function knownWords(): Set<string> {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  const own = [
    siteConfig.city,
    ...siteConfig.areaServed,
    'Sangamon',
    'Sangamon County',
    'Illinois',
    'Central Illinois',
    'IL',
  ]
  return new Set([...months, ...own, 'Google'])
}

export function otherNameWarnings(modules: readonly ContentModule[]): string[] {
  const warnings: string[] = []
  const known = knownWords()
  const ownPhone = siteConfig.phoneNumber.replace(/\D/g, '')
  for (const module of modules) {
    for (const { where, text } of leaves(module.data, module.exportName)) {
      // The site config's own second number is configuration, not copy.
      if (where.startsWith('siteConfig.secondaryPhone')) continue
      for (const match of text.matchAll(COMPANY_NAME)) {
        const name = `${match[1]} ${match[2]}`
        if (name !== siteConfig.companyName && !GENERIC.has(match[1] ?? ''))
          warnings.push(
            `${module.file}: ${where} names the company "${name}", not "${siteConfig.companyName}"`,
          )
      }
      for (const match of text.matchAll(PLACE_AFTER)) {
        const place = match[1] ?? ''
        const firstWord = place.split(' ')[0] ?? ''
        if (
          !known.has(place) &&
          !known.has(firstWord) &&
          !siteConfig.companyName.includes(firstWord)
        ) {
          warnings.push(
            `${module.file}: ${where} names the place "${place}", not ${siteConfig.city}`,
          )
        }
      }
      for (const match of text.matchAll(PHONE)) {
        if (match[0].replace(/\D/g, '') !== ownPhone) {
          warnings.push(
            `${module.file}: ${where} has the phone number ${match[0]}, not ${siteConfig.phoneNumber}`,
          )
        }
      }
    }
  }
  return [...new Set(warnings)]
}

function metadataEntries(): MetadataEntry[] {
  return [
    ...Object.entries(pages).map(([key, page]) => ({
      where: `app/content/pages.ts: pages.${key}.metaData`,
      title: page.metaData.title,
      description: page.metaData.description,
    })),
    ...builtInPosts.map((post, index) => ({
      where: `app/content/posts.ts: builtInPosts[${index}]`,
      title: post.metaTitle,
      description: post.metaDescription,
    })),
  ]
}

type MetadataEntry = { where: string; title: string; description: string }

/** Titles identify pages in search results and tabs: no two alike; lengths that show well. */
export function metadataFindings(entries: readonly MetadataEntry[]): ContentReport {
  const errors: string[] = []
  const warnings: string[] = []
  const seen = new Map<string, string>()
  for (const entry of entries) {
    const earlier = seen.get(entry.title)
    if (earlier) errors.push(`${entry.where}.title duplicates ${earlier}: "${entry.title}"`)
    seen.set(entry.title, entry.where)
    if (entry.title.length > TITLE_MAX)
      warnings.push(`${entry.where}.title is ${entry.title.length} characters (over ${TITLE_MAX})`)
    const [min, max] = DESCRIPTION_RANGE
    if (entry.description.length < min || entry.description.length > max) {
      warnings.push(
        `${entry.where}.description is ${entry.description.length} characters (outside ${min}-${max})`,
      )
    }
  }
  return { errors, warnings }
}

export function checkContent(modules: readonly ContentModule[] = contentModules): ContentReport {
  const errors = modules.flatMap(contentProblems)
  const warnings: string[] = []
  if (errors.length > 0) return { errors, warnings }

  // Everything that points somewhere must point at something.
  const routable = new Set([...pagePaths, ...redirects.map((redirect) => redirect.from)])
  for (const service of serviceMenu) {
    if (!servicePages.some((page) => page.slug === service.slug))
      errors.push(`app/content/service-pages.ts: no copy for service "${service.slug}"`)
    if (!(pageKeyFromPath(service.slug) in pages))
      errors.push(`app/content/pages.ts: no page config for "/${service.slug}"`)
  }
  featuredServices.forEach((service, index) => {
    if (!routable.has(service.path))
      errors.push(
        `app/content/services.ts: featuredServices[${index}].path "${service.path}" is not a page`,
      )
  })
  siteConfig.navLinks.forEach((link, index) => {
    if (!routable.has(link.href))
      errors.push(
        `app/content/site.ts: siteConfig.navLinks[${index}].href "${link.href}" is not a page`,
      )
  })
  for (const post of builtInPosts) {
    if (!articles.some((article) => article.postId === post.id))
      errors.push(`app/content/articles.ts: no article for post ${post.id}`)
    if (!post.imageAlt.trim())
      errors.push(`app/content/posts.ts: post ${post.id} has no image alt text`)
  }

  const metadata = metadataFindings(metadataEntries())
  errors.push(...metadata.errors)
  warnings.push(...metadata.warnings)
  warnings.push(...otherNameWarnings(modules))
  return { errors, warnings }
}

export class ContentCheckError extends Error {
  override name = 'ContentCheckError'
}

/** Prints the report; throws (failing the build) when there are errors. */
export function runContentCheck(log: (line: string) => void = console.log): ContentReport {
  const report = checkContent()
  if (report.warnings.length > 0) {
    log(`Content check: ${report.warnings.length} warning(s), kept on purpose or worth a look:`)
    for (const warning of report.warnings) log(`  ! ${warning}`)
  }
  if (report.errors.length > 0) {
    throw new ContentCheckError(`Content check failed:\n  ${report.errors.join('\n  ')}`)
  }
  log('Content check: no errors.')
  return report
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    runContentCheck()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
