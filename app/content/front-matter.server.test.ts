import { describe, expect, test } from 'vitest'
import { FrontMatterError, parseFrontMatter } from './front-matter.server'

describe('front matter is YAML data, never code', () => {
  test('YAML between two "---" lines is the data; the rest is the body', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: Pruning oaks\nlastModified: 2023-12-05T09:00:00Z\ntags:\n  - Pruning\n---\n\nCut outside the collar.\n',
    )
    // Dates stay the strings written (YAML 1.2's core schema has no timestamps).
    expect(data).toEqual({
      title: 'Pruning oaks',
      lastModified: '2023-12-05T09:00:00Z',
      tags: ['Pruning'],
    })
    expect(body).toBe('\nCut outside the collar.\n')
  })

  test('a file without front matter is all body', () => {
    expect(parseFrontMatter('## Why trees need care\n\nText.')).toEqual({
      data: {},
      body: '## Why trees need care\n\nText.',
    })
  })

  test.each(['---js', '---javascript', '---json', '---coffee', '--- js', '---yaml'])(
    'front matter opened with "%s" is refused on line 1, not evaluated',
    (fence) => {
      const probe = globalThis as { frontMatterRan?: boolean }
      const source = `${fence}\n{ title: (globalThis.frontMatterRan = true, 'x') }\n---\nBody\n`
      expect(() => parseFrontMatter(source)).toThrow(FrontMatterError)
      expect(() => parseFrontMatter(source)).toThrow(
        /^line 1: front matter must open with a line of just "---"/,
      )
      expect(probe.frontMatterRan).toBeUndefined()
    },
  )

  test('YAML tags that other readers run as code stay plain data', () => {
    const { data } = parseFrontMatter(
      '---\ntitle: !!js/function "function () { globalThis.frontMatterRan = true }"\n---\n',
    )
    expect(typeof data.title).toBe('string')
    expect((globalThis as { frontMatterRan?: boolean }).frontMatterRan).toBeUndefined()
  })

  test('broken YAML is refused with the line it is on', () => {
    expect(() => parseFrontMatter('---\ntitle: One\ntitle: Two\n---\n')).toThrow(
      /^line 2: front matter is not valid YAML: Map keys must be unique/,
    )
    expect(() => parseFrontMatter('---\ntitle: [unclosed\n---\n')).toThrow(
      /^line \d+: front matter is not valid YAML/,
    )
  })

  test('front matter that is never closed, or is not a list of fields, is refused', () => {
    expect(() => parseFrontMatter('---\ntitle: One\n\nBody')).toThrow(/never closed/)
    expect(() => parseFrontMatter('---\n- one\n- two\n---\n')).toThrow(/"field: value"/)
  })
})
