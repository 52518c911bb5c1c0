import type { Document } from '@contentful/rich-text-types'
import { createClient } from 'contentful'
import { z } from 'zod'
import type { BlogPostFile } from '../content/schemas'
import { type BlogPost, imageForPostId, servedImagePath } from './blog'

export type BlogState = { isLoading: boolean; posts: BlogPost[]; error: unknown }

const remoteEntrySchema = z.object({
  fields: z.object({
    website: z.unknown().optional(),
    slug: z.unknown().optional(),
    title: z.unknown().optional(),
    excerpt: z.unknown().optional(),
    body: z.unknown().optional(),
    metaDescription: z.unknown().optional(),
    image: z.unknown().optional(),
  }),
  sys: z.object({ updatedAt: z.iso.datetime({ offset: true }) }),
})
const imageFileSchema = z.object({ fields: z.object({ file: z.object({ url: z.string() }) }) })

const remoteEntriesSchema = z.array(remoteEntrySchema)
type RemoteEntry = z.infer<typeof remoteEntrySchema>

export type FetchEntries = () => Promise<unknown>

export function withLocalImage(post: BlogPostFile): BlogPost {
  return { ...post, image: post.image ? servedImagePath(post.image) : imageForPostId(post.id) }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isRichText(value: unknown): value is Document {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nodeType' in value &&
    value.nodeType === 'document'
  )
}

// By the specification, only the website field's first item counts.
function isForThisSite(entry: RemoteEntry, homepage: string): boolean {
  const website = entry.fields.website
  return Array.isArray(website) && typeof website[0] === 'string' && website[0].includes(homepage)
}

// By the specification: id = index + slug, image = https + url without "//".
function mapEntry(entry: RemoteEntry, index: number): BlogPost {
  const { slug, title, excerpt, metaDescription, body } = entry.fields
  if (!isText(slug) || !/^[a-z0-9-]+$/.test(slug))
    throw new Error(`Contentful entry ${index}: bad slug`)
  if (!isText(title)) throw new Error(`Contentful entry ${index} (${slug}): missing title`)
  const fileUrl = imageFileSchema.safeParse(entry.fields.image).data?.fields.file.url
  return {
    id: `${index}${slug}`,
    slug,
    title,
    metaTitle: title,
    excerpt: isText(excerpt) ? excerpt : '',
    tags: [],
    metaDescription: isText(metaDescription) ? metaDescription : isText(excerpt) ? excerpt : title,
    lastModified: entry.sys.updatedAt,
    image: isText(fileUrl) ? `https://${fileUrl.replace(/^\/\//, '')}` : imageForPostId('0'),
    imageAlt: title,
    body: isRichText(body) ? body : undefined,
  }
}

export function dedupeById(posts: BlogPost[]): BlogPost[] {
  const seen = new Set<string>()
  return posts.filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)))
}

// A non-empty built-in list is used as it is; only an empty one fetches from Contentful.
export async function loadBlog(options: {
  builtIn: readonly BlogPostFile[]
  homepage: string
  fetchEntries: FetchEntries
}): Promise<BlogState> {
  const state: BlogState = {
    isLoading: true,
    posts: options.builtIn.map(withLocalImage),
    error: null,
  }
  if (state.posts.length > 0) return { ...state, isLoading: false }
  try {
    const entries = remoteEntriesSchema.parse(await options.fetchEntries())
    const remote = entries
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => isForThisSite(entry, options.homepage))
      .map(({ entry, index }) => mapEntry(entry, index))
    state.posts = dedupeById([...state.posts, ...remote])
  } catch (error) {
    console.error('Blog posts could not be loaded from Contentful:', error)
    state.error = error
  } finally {
    state.isLoading = false
  }
  return state
}

export function contentfulFetcher(env: NodeJS.ProcessEnv = process.env): FetchEntries {
  return async () => {
    const space = env.CONTENTFUL_SPACE_ID
    const accessToken = env.CONTENTFUL_ACCESS_TOKEN
    if (!space || !accessToken)
      throw new Error('CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not set')
    const hostSetting = env.CONTENTFUL_HOST ?? ''
    const insecure = hostSetting.startsWith('http://')
    const host = hostSetting.replace(/^https?:\/\//, '').replace(/\/+$/, '') || undefined
    const client = createClient({
      space,
      accessToken,
      host,
      insecure,
      retryOnError: false,
      timeout: 10_000,
    })
    const response = await client.getEntries({ content_type: 'blogPost' })
    return response.items
  }
}
