import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core'
import { describe, expect, test } from 'vitest'
import { contentFiles, POSTS_FOLDER, SERVICE_PAGES_FOLDER } from '../../app/content/files.server'
import { markdownBlocks } from '../../app/content/markdown'
import { blogPostMetaSchema } from '../../app/content/schemas'
import { backendFrom, cmsConfig } from './cms-config'
import { tipEditorComponent } from '../tip'

const config = cmsConfig({})
const collections = config.collections as (CmsCollection & {
  folder?: string
  files?: CmsCollectionFile[]
  fields?: CmsField[]
})[]
const files = collections.flatMap((collection) => collection.files ?? [])
const fileNamed = (name: string) => files.find((file) => file.name === name)!

/** A field by its path of names: "faq", "footer.usefulLinks". */
function fieldAt(fields: CmsField[], path: string): CmsField & Record<string, unknown> {
  const [name, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === name) as CmsField & {
    fields?: CmsField[]
  }
  if (!field) throw new Error(`no field ${path}`)
  return (rest.length > 0 ? fieldAt(field.fields ?? [], rest.join('.')) : field) as CmsField &
    Record<string, unknown>
}

test('every content file and folder has its place in the editor', () => {
  expect(files.map((file) => file.file).toSorted()).toEqual(
    contentFiles.map((entry) => `content/${entry.file}`).toSorted(),
  )
  expect(collections.map((collection) => collection.folder).filter(Boolean)).toEqual([
    `content/${POSTS_FOLDER.folder}`,
    `content/${SERVICE_PAGES_FOLDER.folder}`,
  ])
})

describe('widgets follow the schemas', () => {
  test('the counts the spec fixes cannot change: 20 FAQ, 9 cards, 3 testimonials, 5 value propositions', () => {
    expect(fieldAt(fileNamed('faq').fields, 'faq')).toMatchObject({
      min: 20,
      max: 20,
      // Neither "Add faq" nor × is offered on a list that must keep 20.
      allow_add: false,
      allow_remove: false,
    })
    expect(fieldAt(fileNamed('services').fields, 'featuredServices')).toMatchObject({
      min: 9,
      max: 9,
    })
    expect(fieldAt(fileNamed('testimonials').fields, 'testimonials')).toMatchObject({
      min: 3,
      max: 3,
    })
    expect(fieldAt(fileNamed('contact').fields, 'valuePropositions')).toMatchObject({
      min: 5,
      max: 5,
    })
    expect(fieldAt(fileNamed('about').fields, 'serviceList.items')).toMatchObject({
      min: 7,
      max: 7,
    })
  })

  test('icons and drawings are chosen from a list; a phone link is checked as it is typed', () => {
    const icon = fieldAt(fileNamed('home').fields, 'stats')
    const statIcon = (icon.fields as CmsField[]).find((field) => field.name === 'icon')!
    expect(statIcon).toMatchObject({ widget: 'select' })
    expect((statIcon as { options: string[] }).options).toContain('trees')
    const telLink = fieldAt(fileNamed('phones').fields, 'primary.telLink')
    expect(telLink.pattern?.[0]).toBe('^tel:\\+1\\d{10}$')
  })

  test('words the spec fixes are not editable; optional fields are not required', () => {
    expect(fieldAt(fileNamed('notices').fields, 'notFound.heading')).toMatchObject({
      widget: 'hidden',
      default: "Oh no, you found a page that's missing its roots",
    })
    expect(fieldAt(fileNamed('pages').fields, 'home.h2')).toMatchObject({ required: false })
    expect(fieldAt(fileNamed('pages').fields, 'home.h1').required).toBeUndefined()
  })

  test('every page the routes have is in the editor, none can be added', () => {
    const pages = fileNamed('pages').fields.map((field) => field.name)
    expect(pages).toEqual(expect.arrayContaining(['home', 'services', 'treeRemoval', 'thankYou']))
  })

  test('a post asks for every field of the post schema, its photo and its article', () => {
    const posts = collections.find((collection) => collection.folder?.endsWith('/posts'))!
    const names = posts.fields!.map((field) => field.name)
    const schemaFields = Object.keys(blogPostMetaSchema.shape).filter((name) => name !== 'slug')
    expect(names.toSorted()).toEqual([...schemaFields, 'body'].toSorted())
    expect(fieldAt(posts.fields!, 'image')).toMatchObject({ widget: 'image', required: false })
    const tags = fieldAt(posts.fields!, 'tags')
    expect(tags).toMatchObject({ widget: 'list', min: 1 })
    expect(tags).not.toHaveProperty('allow_add')
  })
})

test('a tip box written in the editor is read by the build as a tip', () => {
  if (tipEditorComponent.type === 'inline') throw new Error('the tip is a block')
  const markdown = tipEditorComponent.toBlock({ title: 'Oaks', text: 'No pruning\nin spring.' })
  expect(markdownBlocks(markdown)).toEqual([
    { type: 'tip', title: 'Oaks', text: 'No pruning in spring.' },
  ])
  const match = markdown.match(tipEditorComponent.pattern)!
  expect(tipEditorComponent.fromBlock(match)).toEqual({
    title: 'Oaks',
    text: 'No pruning in spring.',
  })
})

describe('the production backend comes from the environment', () => {
  test('Git Gateway by default, GitHub with a repository', () => {
    expect(backendFrom({})).toEqual({ name: 'git-gateway', branch: 'main' })
    expect(
      backendFrom({
        CMS_BACKEND: 'github',
        CMS_REPO: 'canopy/site',
        CMS_AUTH_BASE_URL: 'https://auth.example',
      }),
    ).toEqual({
      name: 'github',
      repo: 'canopy/site',
      branch: 'main',
      base_url: 'https://auth.example',
    })
  })

  test('a wrong setting stops the build with what to set', () => {
    expect(() => backendFrom({ CMS_BACKEND: 'github' })).toThrow(/CMS_REPO/)
    expect(() => backendFrom({ CMS_BACKEND: 'dropbox' })).toThrow(
      /"server", "github" or "git-gateway"/,
    )
    expect(backendFrom({ CMS_BACKEND: 'server' })).toEqual({
      name: 'proxy',
      proxy_url: '/admin/api/v1',
      branch: 'main',
    })
  })

  test("the site server's own editor looks for no decap-server on the owner's computer", () => {
    expect(cmsConfig({ CMS_BACKEND: 'server' })).not.toHaveProperty('local_backend')
    expect(cmsConfig({})).toHaveProperty('local_backend.url', 'http://localhost:8081/api/v1')
  })
})
