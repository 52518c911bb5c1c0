// @vitest-environment jsdom
import { BLOCKS, type Document, INLINES, MARKS } from '@contentful/rich-text-types'
import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import RichText from './rich-text'

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text' as const,
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
})
const block = (nodeType: string, content: unknown[]) => ({ nodeType, data: {}, content })

const document = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    block(BLOCKS.PARAGRAPH, [
      text('bold', [MARKS.BOLD]),
      text('italic', [MARKS.ITALIC]),
      text('underline', [MARKS.UNDERLINE]),
      text('code', [MARKS.CODE]),
      text('sup', [MARKS.SUPERSCRIPT]),
      text('sub', [MARKS.SUBSCRIPT]),
      {
        nodeType: INLINES.HYPERLINK,
        data: { uri: 'https://example.test/guide' },
        content: [text('a link')],
      },
    ]),
    block(BLOCKS.HEADING_1, [text('Heading 1')]),
    block(BLOCKS.HEADING_2, [text('Heading 2')]),
    block(BLOCKS.HEADING_3, [text('Heading 3')]),
    block(BLOCKS.HEADING_4, [text('Heading 4')]),
    block(BLOCKS.HEADING_5, [text('Heading 5')]),
    block(BLOCKS.HEADING_6, [text('Heading 6')]),
    block(BLOCKS.UL_LIST, [block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('bullet')])])]),
    block(BLOCKS.OL_LIST, [block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('step')])])]),
    block(BLOCKS.QUOTE, [block(BLOCKS.PARAGRAPH, [text('quoted')])]),
    { nodeType: BLOCKS.HR, data: {}, content: [] },
    block(BLOCKS.TABLE, [
      block(BLOCKS.TABLE_ROW, [
        block(BLOCKS.TABLE_HEADER_CELL, [block(BLOCKS.PARAGRAPH, [text('Size')])]),
      ]),
      block(BLOCKS.TABLE_ROW, [
        block(BLOCKS.TABLE_CELL, [block(BLOCKS.PARAGRAPH, [text('Large')])]),
      ]),
    ]),
  ],
} as Document

test('renders every rich-text node type and mark', () => {
  const { container } = render(<RichText document={document} />)
  const html = container.innerHTML
  for (const [selector, content] of [
    ['strong', 'bold'],
    ['em', 'italic'],
    ['u', 'underline'],
    ['code', 'code'],
    ['sup', 'sup'],
    ['sub', 'sub'],
    ['a[href="https://example.test/guide"]', 'a link'],
    ['ul li', 'bullet'],
    ['ol li', 'step'],
    ['blockquote', 'quoted'],
    ['table th', 'Size'],
    ['table td', 'Large'],
    ['h3', 'Heading 3'],
    ['h4', 'Heading 4'],
    ['h5', 'Heading 5'],
    ['h6', 'Heading 6'],
  ] as const) {
    expect(container.querySelector(selector)?.textContent, selector).toBe(content)
  }
  expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
    'Heading 1',
    'Heading 2',
  ])
  expect(container.querySelector('hr')).not.toBeNull()
  expect(container.querySelector('h1')).toBeNull()
  expect(html).toContain('<p>')
})
