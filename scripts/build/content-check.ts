// `npm run content:check`, also run by every build: errors stop the build, warnings are printed.
import { closeSync, existsSync, openSync, readSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  CONTENT_ROOT,
  contentFileProblems,
  contentFiles,
  contentFolders,
  loadContentFile,
  loadContentFolder,
} from '../../app/content/files.server'
import type {
  BlogPostFile,
  PagesFile,
  PhonesFile,
  ServicesFile,
  SiteFile,
} from '../../app/content/schemas'
import { pageKeyFromPath } from '../../app/lib/page-meta'
import { pagePaths, redirects } from '../../app/lib/site-routes'
import { UPLOADS_PATH } from '../../app/lib/blog'
import { isPhotoNamedForItself } from '../../server/contact/photo-format'

const PUBLIC_DIR = path.resolve('public')

export type ContentDocument = { file: string; data: unknown }

export type ContentReport = { errors: string[]; warnings: string[] }

export const TITLE_MAX = 60
export const DESCRIPTION_RANGE = [70, 160] as const

type Leaf = { where: string; text: string }

function leaves(value: unknown, where = ''): Leaf[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${where}[${index}]`))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, where ? `${where}.${key}` : key),
    )
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

type OwnFacts = Pick<SiteFile, 'city' | 'areaServed' | 'companyName'> & { phoneNumber: string }

/** Capitalised words after "in"/"of" that are not places, or are the site's own area. */
function knownWords(own: OwnFacts): Set<string> {
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
  const places = [
    own.city,
    ...own.areaServed,
    'Sangamon',
    'Sangamon County',
    'Illinois',
    'Central Illinois',
    'IL',
  ]
  return new Set([...months, ...places, 'Google'])
}

export function otherNameWarnings(documents: readonly ContentDocument[], own: OwnFacts): string[] {
  const warnings: string[] = []
  const known = knownWords(own)
  const ownPhone = own.phoneNumber.replace(/\D/g, '')
  for (const document of documents) {
    // The second number in content/phones.json is configuration, not copy.
    if (document.file === 'content/phones.json') continue
    for (const { where, text } of leaves(document.data)) {
      const at = `${document.file}: ${where}`
      for (const match of text.matchAll(COMPANY_NAME)) {
        const name = `${match[1]} ${match[2]}`
        if (name !== own.companyName && !GENERIC.has(match[1] ?? ''))
          warnings.push(`${at} names the company "${name}", not "${own.companyName}"`)
      }
      for (const match of text.matchAll(PLACE_AFTER)) {
        const place = match[1] ?? ''
        const firstWord = place.split(' ')[0] ?? ''
        if (!known.has(place) && !known.has(firstWord) && !own.companyName.includes(firstWord)) {
          warnings.push(`${at} names the place "${place}", not ${own.city}`)
        }
      }
      for (const match of text.matchAll(PHONE)) {
        if (match[0].replace(/\D/g, '') !== ownPhone) {
          warnings.push(`${at} has the phone number ${match[0]}, not ${own.phoneNumber}`)
        }
      }
    }
  }
  return [...new Set(warnings)]
}

type MetadataEntry = { where: string; title: string; description: string }

function metadataEntries(pages: PagesFile, posts: readonly BlogPostFile[]): MetadataEntry[] {
  return [
    ...Object.entries(pages).map(([key, page]) => ({
      where: `content/pages.json: ${key}.metaData`,
      title: page.metaData.title,
      description: page.metaData.description,
    })),
    ...posts.map((post) => ({
      where: `content/posts/${post.slug}.md`,
      title: post.metaTitle,
      description: post.metaDescription,
    })),
  ]
}

/** Titles identify pages in search results and tabs: no two alike. */
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

/** Call only when there are no schema problems. */
export function contentDocuments(root = CONTENT_ROOT): ContentDocument[] {
  const files = contentFiles.map((entry) => ({
    file: `content/${entry.file}`,
    data: loadContentFile(entry, root).data,
  }))
  const folders = contentFolders.flatMap((folder) =>
    loadContentFolder(folder, root).items.map((data) => ({
      file: `content/${folder.folder}/${(data as { slug: string }).slug}.md`,
      data,
    })),
  )
  return [...files, ...folders]
}

export function checkContent(root = CONTENT_ROOT): ContentReport {
  const errors = contentFileProblems(root)
  const warnings: string[] = []
  if (errors.length > 0) return { errors, warnings }

  const documents = contentDocuments(root)
  const dataOf = <T>(file: string) =>
    documents.find((document) => document.file === file)?.data as T
  const site = dataOf<SiteFile>('content/site.json')
  const phones = dataOf<PhonesFile>('content/phones.json')
  const pages = dataOf<PagesFile>('content/pages.json')
  const services = dataOf<ServicesFile>('content/services.json')
  const posts = documents
    .filter((document) => document.file.startsWith('content/posts/'))
    .map((document) => document.data as BlogPostFile)

  const routable = new Set([...pagePaths, ...redirects.map((redirect) => redirect.from)])
  for (const service of services.serviceMenu) {
    if (!(pageKeyFromPath(service.slug) in pages))
      errors.push(`content/pages.json: no page config for "/${service.slug}"`)
  }
  services.featuredServices.forEach((service, index) => {
    if (!routable.has(service.path))
      errors.push(
        `content/services.json: featuredServices[${index}].path "${service.path}" is not a page`,
      )
  })
  site.navLinks.forEach((link, index) => {
    if (!routable.has(link.href))
      errors.push(`content/site.json: navLinks[${index}].href "${link.href}" is not a page`)
  })

  errors.push(...uploadProblems())
  for (const post of posts) {
    if (post.image && !existsSync(path.join(PUBLIC_DIR, post.image)))
      errors.push(`content/posts/${post.slug}.md: image: ${post.image} is not in public/`)
  }

  const metadata = metadataFindings(metadataEntries(pages, posts))
  errors.push(...metadata.errors)
  warnings.push(...metadata.warnings)
  warnings.push(...otherNameWarnings(documents, { ...site, phoneNumber: phones.primary.display }))
  return { errors, warnings }
}

function firstBytes(file: string): Buffer {
  const bytes = Buffer.alloc(16)
  const descriptor = openSync(file, 'r')
  try {
    return bytes.subarray(0, readSync(descriptor, bytes, 0, bytes.length, 0))
  } finally {
    closeSync(descriptor)
  }
}

/** Uploads are served as they are, so photos only: no page, no SVG, no script, no folder. */
export function uploadProblems(publicDir = PUBLIC_DIR): string[] {
  const folder = path.join(publicDir, UPLOADS_PATH)
  if (!existsSync(folder)) return []
  const where = (name: string) => `public${UPLOADS_PATH}${name}`
  const entries = readdirSync(folder, { withFileTypes: true })
  return entries
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      if (entry.name === '.gitkeep') return []
      if (!entry.isFile())
        return [`${where(entry.name)}: uploads hold photos only, not folders or links`]
      return isPhotoNamedForItself(entry.name, firstBytes(path.join(folder, entry.name)))
        ? []
        : [
            `${where(entry.name)}: not a JPEG, PNG or WebP photo named for what it is (uploads hold photos only)`,
          ]
    })
}

export class ContentCheckError extends Error {
  override name = 'ContentCheckError'
}

export function runContentCheck(
  log: (line: string) => void = console.log,
  root = CONTENT_ROOT,
): ContentReport {
  const report = checkContent(root)
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
  // `--content DIR`: check another copy of content/ (the CMS checks a save before it keeps it).
  const { values } = parseArgs({ options: { content: { type: 'string' } } })
  try {
    runContentCheck(console.log, values.content ? path.resolve(values.content) : CONTENT_ROOT)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
