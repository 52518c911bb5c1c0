import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import {
  CONTENT_ROOT,
  ContentValidationError,
  contentFileProblems,
  readContentFile,
  readPostFiles,
  readServicePages,
  validateContentFiles,
} from './files.server'
import { faq } from './faq'
import { homeContent } from './home'
import type { ContactContent, FaqFile } from './schemas'
import { featuredServices, serviceMenu } from './services'
import { testimonials } from './testimonials'

const copies: string[] = []
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
})

/** A scratch copy of content/, to break one file the way a hand edit or a bad CMS save would. */
function contentCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  copies.push(dir)
  const root = path.join(dir, 'content')
  cpSync(CONTENT_ROOT, root, { recursive: true })
  return root
}

function edit(root: string, file: string, change: (text: string) => string) {
  const target = path.join(root, file)
  writeFileSync(target, change(readFileSync(target, 'utf8')))
}

function editJson<T>(root: string, file: string, change: (data: T) => void) {
  edit(root, file, (text) => {
    const data = JSON.parse(text) as T
    change(data)
    return JSON.stringify(data, null, 2)
  })
}

test('every file under content/ matches its schema', () => {
  expect(contentFileProblems()).toEqual([])
  expect(() => validateContentFiles()).not.toThrow()
})

test('the pages import the same checked data the files hold', () => {
  expect((readContentFile('faq.json') as FaqFile).faq).toEqual(faq)
  expect(homeContent.seoText.length).toBeGreaterThanOrEqual(3)
  expect(homeContent.seoText[0]!.paragraphs[0]).toMatch(/\w/)
})

test('the spec counts hold: 20 FAQ, 9 featured services, 3 testimonials, 4 built-in posts', () => {
  expect(faq).toHaveLength(20)
  expect(featuredServices).toHaveLength(9)
  expect(testimonials).toHaveLength(3)
  expect(
    readPostFiles()
      .map((post) => post.id)
      .filter((id) => ['1', '2', '3', '4'].includes(id)),
  ).toHaveLength(4)
})

test('the featured services repeat exactly one route, as the spec says', () => {
  const paths = featuredServices.map((service) => service.path)
  expect(paths.length - new Set(paths).size).toBe(1)
})

test('each service in the menu has its page, with intro and bullet sections from Markdown', () => {
  const pages = readServicePages()
  expect(pages.map((page) => page.slug).toSorted()).toEqual(
    serviceMenu.map((item) => item.slug).toSorted(),
  )
  for (const page of pages) {
    expect(page.intro.length).toBeGreaterThan(0)
    expect(page.sections.every((section) => section.bullets.length >= 3)).toBe(true)
  }
})

test('a built-in article keeps its headings, lists and tip box', () => {
  const guide = readPostFiles().find((post) => post.id === '1')!
  const kinds = new Set(guide.blocks.map((block) => block.type))
  expect(kinds).toEqual(new Set(['paragraph', 'heading', 'list', 'tip']))
  expect(guide.blocks.find((block) => block.type === 'tip')).toMatchObject({
    title: 'Oaks: no pruning from April through July',
  })
})

describe('a broken file fails with its file and field named', () => {
  test('an empty FAQ answer', () => {
    const root = contentCopy()
    editJson<FaqFile>(root, 'faq.json', (data) => {
      data.faq[3]!.answer = ''
    })
    expect(contentFileProblems(root)).toEqual([
      'content/faq.json: faq[3].answer: must not be empty',
    ])
    expect(() => validateContentFiles(root)).toThrow(ContentValidationError)
  })

  test('19 questions instead of 20', () => {
    const root = contentCopy()
    editJson<FaqFile>(root, 'faq.json', (data) => {
      data.faq.pop()
    })
    expect(contentFileProblems(root)).toEqual([
      expect.stringMatching(/^content\/faq\.json: faq: .*20/),
    ])
  })

  test('a file that is not JSON any more', () => {
    const root = contentCopy()
    edit(root, 'site.json', (text) => text.replace('{', '{,'))
    expect(contentFileProblems(root)).toEqual([
      expect.stringMatching(/^content\/site\.json: not valid JSON: /),
    ])
  })

  test('a post without a title, and one with a date that is not a date', () => {
    const root = contentCopy()
    edit(root, 'posts/safe-tree-removal.md', (text) => text.replace(/^title: .*$/m, 'title: ""'))
    edit(root, 'posts/tree-pruning-guide.md', (text) =>
      text.replace(/^lastModified: .*$/m, 'lastModified: last tuesday'),
    )
    expect(contentFileProblems(root)).toEqual([
      'content/posts/safe-tree-removal.md: title: must not be empty',
      expect.stringMatching(/^content\/posts\/tree-pruning-guide\.md: lastModified: /),
    ])
  })

  test('Markdown the pages cannot show, with its line', () => {
    const root = contentCopy()
    edit(root, 'posts/stump-grinding-explained.md', (text) => `${text}\n1. first\n2. second\n`)
    edit(root, 'home-seo-text.md', (text) => `${text}\nSee [our prices](https://example.com).\n`)
    const problems = contentFileProblems(root)
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/home-seo-text\.md: body: line \d+: link is not shown/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/posts\/stump-grinding-explained\.md: body: line \d+: numbered lists are not shown/,
      ),
    )
  })

  test('a post whose front matter is code, not YAML, is refused with its line and never run', () => {
    const root = contentCopy()
    const marker = path.join(root, 'ran')
    writeFileSync(
      path.join(root, 'posts/new-post.md'),
      `---js\n{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'x' }\n---\nBody\n`,
    )
    expect(contentFileProblems(root)).toEqual([
      'content/posts/new-post.md: line 1: front matter must open with a line of just "---" (YAML), not "---js"',
    ])
    expect(existsSync(marker)).toBe(false)
  })

  test('a file no schema describes, in content/ or one of its folders', () => {
    const root = contentCopy()
    writeFileSync(path.join(root, 'raw.html'), '<script>alert(1)</script>')
    writeFileSync(path.join(root, 'posts/notes.txt'), 'not a post')
    mkdirSync(path.join(root, 'posts/drafts'))
    expect(contentFileProblems(root)).toEqual([
      'content/posts/drafts: not a file the site reads (content/ holds the files its schemas describe)',
      'content/posts/notes.txt: not a file the site reads (content/ holds the files its schemas describe)',
      'content/raw.html: not a file the site reads (content/ holds the files its schemas describe)',
    ])
  })

  test('a built-in post removed from content/posts/', () => {
    const root = contentCopy()
    rmSync(path.join(root, 'posts', 'safe-tree-removal.md'))
    expect(contentFileProblems(root)).toEqual([
      'content/posts/: the four built-in posts (ids 1 to 4) must stay',
    ])
  })

  test('a contact block whose button would reach another number or address than it shows', () => {
    const root = contentCopy()
    editJson<ContactContent>(root, 'contact.json', (data) => {
      const phone = data.contactBlocks.find((block) => block.link?.startsWith('tel:'))!
      phone.infoBody01 = '(217) 555-0100'
      const email = data.contactBlocks.find((block) => block.link?.startsWith('mailto:'))!
      email.infoBody01 = 'office@canopytreecare.example'
    })
    expect(contentFileProblems(root)).toEqual([
      'content/contact.json: contactBlocks[0].link: dials +12175550142 but the block shows (217) 555-0100: make them the same number',
      'content/contact.json: contactBlocks[1].link: writes to hello@canopytreecare.example but the block shows office@canopytreecare.example: make them the same address',
    ])
  })

  test('a contact block whose number is shown in another format still agrees with its button', () => {
    const root = contentCopy()
    editJson<ContactContent>(root, 'contact.json', (data) => {
      data.contactBlocks[0]!.infoBody01 = 'Call 217.555.0142 any time'
      data.contactBlocks[0]!.link = 'tel:217-555-0142'
      data.contactBlocks[1]!.infoBody01 = 'Email:"Hello@CanopyTreeCare.example"'
    })
    expect(contentFileProblems(root)).toEqual([])
  })

  test('a service page whose file is missing', () => {
    const root = contentCopy()
    rmSync(path.join(root, 'services', 'land-clearing.md'))
    expect(contentFileProblems(root)).toEqual([
      'content/services/land-clearing.md: the file is missing (serviceMenu lists "land-clearing")',
    ])
  })
})

test('a post the owner adds needs no id: its file name is its slug and id, its image is optional', () => {
  const root = contentCopy()
  writeFileSync(
    path.join(root, 'posts', 'winter-watering.md'),
    [
      '---',
      'title: Water your trees before the ground freezes',
      'metaTitle: Winter Watering for Springfield Trees',
      'excerpt: A deep drink in late fall helps young trees through a dry Illinois winter.',
      'tags:',
      '  - Tree Health',
      'metaDescription: Why and how to water young trees in late fall, before the ground freezes in Springfield, IL.',
      'lastModified: 2026-11-20T10:00:00.000Z',
      'imageAlt: A young maple with a soaker hose coiled around its trunk',
      '---',
      '',
      'Young trees lose water all winter **even** without leaves.',
      '',
      '## How much',
      '',
      '- Ten gallons per inch of trunk',
      '- Once a month while the ground is open',
      '',
    ].join('\n'),
  )
  expect(contentFileProblems(root)).toEqual([])
  const post = readPostFiles(root).find((candidate) => candidate.slug === 'winter-watering')!
  expect(post.id).toBe('winter-watering')
  expect(post.image).toBeUndefined()
  expect(post.blocks).toEqual([
    { type: 'paragraph', text: 'Young trees lose water all winter even without leaves.' },
    { type: 'heading', text: 'How much' },
    {
      type: 'list',
      items: ['Ten gallons per inch of trunk', 'Once a month while the ground is open'],
    },
  ])
})
