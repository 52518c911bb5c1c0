// Decap's files and hand edits meet the same rules here, and a broken field is named.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { MarkdownShapeError, markdownBlocks, proseSections, servicePageBody } from './markdown'
import * as schemas from './schemas'
import { FrontMatterError, parseFrontMatter } from './front-matter.server'

export class ContentValidationError extends Error {
  override name = 'ContentValidationError'
}

export const CONTENT_ROOT = path.resolve('content')

type FromMarkdown = (frontMatter: Record<string, unknown>, body: string, name: string) => unknown

type ContentFile = {
  file: string
  schema: z.ZodType
  fromMarkdown?: FromMarkdown
}

export const contentFiles: ContentFile[] = [
  { file: 'site.json', schema: schemas.siteFileSchema },
  { file: 'phones.json', schema: schemas.phonesFileSchema },
  { file: 'layout.json', schema: schemas.layoutContentSchema },
  { file: 'notices.json', schema: schemas.noticesContentSchema },
  { file: 'pages.json', schema: schemas.pagesFileSchema },
  { file: 'services.json', schema: schemas.servicesFileSchema },
  { file: 'faq.json', schema: schemas.faqFileSchema },
  { file: 'testimonials.json', schema: schemas.testimonialsFileSchema },
  { file: 'home.json', schema: schemas.homeFileSchema },
  {
    file: 'home-seo-text.md',
    schema: schemas.homeSeoTextFileSchema,
    fromMarkdown: (_frontMatter, body) => ({ seoText: proseSections(body) }),
  },
  { file: 'about.json', schema: schemas.aboutContentSchema },
  { file: 'careers.json', schema: schemas.careersContentSchema },
  { file: 'contact.json', schema: schemas.contactContentSchema },
  { file: 'blog.json', schema: schemas.blogContentSchema },
  { file: 'visit-emails.json', schema: schemas.visitEmailsContentSchema },
]

type ContentFolder = {
  folder: string
  schema: z.ZodType
  fromMarkdown: FromMarkdown
  // Checks across the folder's files (counts, ids that must stay).
  whole?: z.ZodType
}

export const SERVICE_PAGES_FOLDER: ContentFolder = {
  folder: 'services',
  schema: schemas.servicePageSchema,
  fromMarkdown: (frontMatter, body, name) => ({
    slug: name,
    ...frontMatter,
    ...servicePageBody(body),
  }),
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

export const POSTS_FOLDER: ContentFolder = {
  folder: 'posts',
  schema: schemas.blogPostFileSchema,
  // The CMS writes an empty id or image for none; a new post's id is its file name.
  fromMarkdown: ({ id, image, ...frontMatter }, body, name) => ({
    ...frontMatter,
    id: isBlank(id) ? name : String(id),
    ...(isBlank(image) ? {} : { image }),
    slug: name,
    blocks: markdownBlocks(body),
  }),
  whole: schemas.blogPostFolderSchema,
}

export const contentFolders = [SERVICE_PAGES_FOLDER, POSTS_FOLDER]

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) =>
      typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key),
    '',
  )
}

type Outcome = { data: unknown; problems: string[] }

function checked(where: string, schema: z.ZodType, raw: unknown): Outcome {
  const result = schema.safeParse(raw)
  if (result.success) return { data: result.data, problems: [] }
  return {
    data: undefined,
    problems: result.error.issues.map((issue) => {
      const field = fieldPath(issue.path)
      return `${where}: ${field ? `${field}: ` : ''}${issue.message}`
    }),
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
}

function parseFile(root: string, file: string, fromMarkdown?: FromMarkdown): Outcome {
  const where = `content/${file}`
  let source: string
  try {
    source = readFileSync(path.join(root, file), 'utf8')
  } catch {
    return { data: undefined, problems: [`${where}: the file is missing`] }
  }
  if (!fromMarkdown) {
    try {
      return { data: JSON.parse(source) as unknown, problems: [] }
    } catch (error) {
      return { data: undefined, problems: [`${where}: not valid JSON: ${describe(error)}`] }
    }
  }
  // YAML only (never gray-matter: it evaluates `---js` front matter); dates stay the strings written.
  let parsed: { data: Record<string, unknown>; body: string }
  try {
    parsed = parseFrontMatter(source)
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error
    return { data: undefined, problems: [`${where}: ${error.message}`] }
  }
  try {
    const name = path.basename(file, '.md')
    return { data: fromMarkdown(parsed.data, parsed.body, name), problems: [] }
  } catch (error) {
    if (!(error instanceof MarkdownShapeError)) throw error
    return { data: undefined, problems: [`${where}: body: ${error.message}`] }
  }
}

export function loadContentFile(entry: ContentFile, root = CONTENT_ROOT): Outcome {
  const where = `content/${entry.file}`
  const parsed = parseFile(root, entry.file, entry.fromMarkdown)
  return parsed.problems.length > 0 ? parsed : checked(where, entry.schema, parsed.data)
}

export function loadContentFolder(folder: ContentFolder, root = CONTENT_ROOT) {
  const names = readdirSync(path.join(root, folder.folder))
    .filter((name) => name.endsWith('.md'))
    .toSorted()
  const outcomes = names.map((name) =>
    loadContentFile(
      {
        file: `${folder.folder}/${name}`,
        schema: folder.schema,
        fromMarkdown: folder.fromMarkdown,
      },
      root,
    ),
  )
  const problems = outcomes.flatMap((outcome) => outcome.problems)
  const items = outcomes.map((outcome) => outcome.data)
  if (problems.length === 0 && folder.whole) {
    problems.push(...checked(`content/${folder.folder}/`, folder.whole, items).problems)
  }
  return { items, problems }
}

function orThrow<T>(outcome: { problems: string[] }, value: () => T): T {
  if (outcome.problems.length > 0) {
    throw new ContentValidationError(
      `Content does not match its schema:\n  ${outcome.problems.join('\n  ')}`,
    )
  }
  return value()
}

function entryFor(file: string): ContentFile {
  const entry = contentFiles.find((candidate) => candidate.file === file)
  if (!entry) throw new Error(`content/${file} is not a known content file`)
  return entry
}

export function readContentFile(file: string, root = CONTENT_ROOT): unknown {
  const outcome = loadContentFile(entryFor(file), root)
  return orThrow(outcome, () => outcome.data)
}

export function readPostFiles(root = CONTENT_ROOT): schemas.BlogPostFile[] {
  const outcome = loadContentFolder(POSTS_FOLDER, root)
  return orThrow(outcome, () => outcome.items as schemas.BlogPostFile[])
}

export function readServicePages(root = CONTENT_ROOT): schemas.ServicePage[] {
  const outcome = loadContentFolder(SERVICE_PAGES_FOLDER, root)
  return orThrow(outcome, () => outcome.items as schemas.ServicePage[])
}

// content/ holds words only: nothing the editor writes may become a page or a script.
function strayFiles(root: string): string[] {
  const known = new Set(contentFiles.map((entry) => entry.file))
  const folders = new Set(contentFolders.map((folder) => folder.folder))
  const stray = (file: string) =>
    `content/${file}: not a file the site reads (content/ holds the files its schemas describe)`
  const entries = (folder: string) =>
    readdirSync(folder, { withFileTypes: true }).toSorted((a, b) => a.name.localeCompare(b.name))
  return entries(root).flatMap((entry) => {
    if (entry.isDirectory() && folders.has(entry.name)) {
      return entries(path.join(root, entry.name))
        .filter((inner) => !inner.isFile() || !inner.name.endsWith('.md'))
        .map((inner) => stray(`${entry.name}/${inner.name}`))
    }
    return entry.isFile() && known.has(entry.name) ? [] : [stray(entry.name)]
  })
}

export function contentFileProblems(root = CONTENT_ROOT): string[] {
  const fileProblems = contentFiles.flatMap((entry) => loadContentFile(entry, root).problems)
  const folderProblems = contentFolders.flatMap(
    (folder) => loadContentFolder(folder, root).problems,
  )
  const problems = [...strayFiles(root), ...fileProblems, ...folderProblems]
  if (problems.length > 0) return problems
  // Across files: every service in the menu has its page, and every page is in the menu.
  const { serviceMenu } = readContentFile('services.json', root) as schemas.ServicesFile
  const pageSlugs = readServicePages(root).map((page) => page.slug)
  const menuSlugs = serviceMenu.map((item) => item.slug)
  return [
    ...menuSlugs
      .filter((slug) => !pageSlugs.includes(slug))
      .map(
        (slug) => `content/services/${slug}.md: the file is missing (serviceMenu lists "${slug}")`,
      ),
    ...pageSlugs
      .filter((slug) => !menuSlugs.includes(slug))
      .map((slug) => `content/services/${slug}.md: "${slug}" is not in services.json serviceMenu`),
  ]
}

export function validateContentFiles(root = CONTENT_ROOT): void {
  orThrow({ problems: contentFileProblems(root) }, () => undefined)
}
