import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { entriesResponse, startFakeContentful } from '../../tests/support/fake-contentful'
import { contentfulFetcher, dedupeById, loadBlog } from './blog-loader.server'

const homepage = 'https://www.canopytreecare.example'
let fake: Awaited<ReturnType<typeof startFakeContentful>>

beforeAll(async () => {
  fake = await startFakeContentful()
})
afterAll(() => fake.close())
afterEach(() => {
  fake.requests.length = 0
  vi.restoreAllMocks()
})

const fetchEntries = () =>
  contentfulFetcher({
    CONTENTFUL_SPACE_ID: 'space1',
    CONTENTFUL_ACCESS_TOKEN: 'token1',
    CONTENTFUL_HOST: fake.host,
  })

test('a non-empty built-in list is used as it is: no request reaches Contentful', async () => {
  const state = await loadBlog({ builtIn: readPostFiles(), homepage, fetchEntries: fetchEntries() })
  expect(state).toMatchObject({ isLoading: false, error: null })
  expect(state.posts.map((post) => post.id).toSorted()).toEqual(['1', '2', '3', '4'])
  expect(state.posts.find((post) => post.id === '1')!.image).toBe('/images/blog/post-1.svg')
  expect(fake.requests).toEqual([])
})

describe('an empty built-in list reads Contentful', () => {
  test('getEntries for content_type blogPost, with the space and token', async () => {
    fake.reply({ status: 200, body: JSON.stringify(entriesResponse([])) })
    await loadBlog({ builtIn: [], homepage, fetchEntries: fetchEntries() })
    expect(fake.requests).toHaveLength(1)
    const url = new URL(fake.requests[0]!, fake.host)
    expect(url.pathname).toBe('/spaces/space1/environments/master/entries')
    expect(url.searchParams.get('content_type')).toBe('blogPost')
  })

  test('keeps only entries for this site and maps their fields as the spec says', async () => {
    fake.reply({
      status: 200,
      body: JSON.stringify(
        entriesResponse([
          {
            slug: 'winter-pruning',
            title: 'Winter pruning',
            website: [`${homepage}/`, 'https://other.example'],
            updatedAt: '2024-02-03T10:00:00.000Z',
            imageUrl: '//images.ctfassets.net/abc/winter.jpg',
            body: { nodeType: 'document', data: {}, content: [] },
          },
          {
            slug: 'not-ours',
            title: 'Another company',
            website: ['https://other.example', homepage],
            updatedAt: '2024-02-04T10:00:00.000Z',
          },
          {
            slug: 'spring-planting',
            title: 'Spring planting',
            website: [homepage],
            updatedAt: '2024-03-01T08:00:00.000Z',
          },
        ]),
      ),
    })
    const state = await loadBlog({ builtIn: [], homepage, fetchEntries: fetchEntries() })
    expect(state.error).toBeNull()
    expect(state.isLoading).toBe(false)
    expect(state.posts).toHaveLength(2)
    expect(state.posts[0]).toMatchObject({
      id: '0winter-pruning',
      slug: 'winter-pruning',
      title: 'Winter pruning',
      lastModified: '2024-02-03T10:00:00.000Z',
      image: 'https://images.ctfassets.net/abc/winter.jpg',
      body: { nodeType: 'document' },
    })
    expect(state.posts[1]).toMatchObject({
      id: '2spring-planting',
      image: '/images/blog/post-0.svg',
    })
  })

  test('an HTTP 500 is logged and stored; loading ends; nothing is thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fake.reply({ status: 500, body: JSON.stringify({ message: 'Internal error' }) })
    const state = await loadBlog({ builtIn: [], homepage, fetchEntries: fetchEntries() })
    expect(state.isLoading).toBe(false)
    expect(state.posts).toEqual([])
    expect(state.error).toBeTruthy()
    expect(log).toHaveBeenCalled()
  })

  test('a malformed payload is stored as the error, loading ends', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fake.reply({
      status: 200,
      body: JSON.stringify({
        sys: { type: 'Array' },
        items: [{ fields: { slug: 'x' }, sys: { updatedAt: 'yesterday' } }],
      }),
    })
    const state = await loadBlog({ builtIn: [], homepage, fetchEntries: fetchEntries() })
    expect(state).toMatchObject({ isLoading: false, posts: [] })
    expect(state.error).toBeTruthy()
    expect(log).toHaveBeenCalled()
  })

  test('unset credentials: an error, not a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const state = await loadBlog({ builtIn: [], homepage, fetchEntries: contentfulFetcher({}) })
    expect(state).toMatchObject({ isLoading: false, posts: [] })
    expect(String(state.error)).toContain('CONTENTFUL_SPACE_ID')
    expect(log).toHaveBeenCalled()
  })
})

test('de-duplicates by id, keeping the first', () => {
  const post = (id: string, title: string) => ({
    id,
    slug: id,
    title,
    metaTitle: title,
    excerpt: '',
    tags: [],
    metaDescription: '',
    lastModified: '2024-01-01T00:00:00Z',
    image: '',
    imageAlt: '',
  })
  expect(
    dedupeById([post('1a', 'first'), post('2b', 'other'), post('1a', 'duplicate')]).map(
      (p) => p.title,
    ),
  ).toEqual(['first', 'other'])
})
