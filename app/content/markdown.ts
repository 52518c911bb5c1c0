// remark parses; this maps its tree to the pages' blocks, refusing by line what they can't show.
import type { Blockquote, List, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import type { ArticleBlock, ProseSection } from './schemas'

export class MarkdownShapeError extends Error {
  override name = 'MarkdownShapeError'
}

const parser = unified().use(remarkParse)

// Shown as plain words; any other inline mark is refused.
const PLAIN_INLINE = new Set(['text', 'emphasis', 'strong', 'break'])

function lineOf(node: Nodes): string {
  return node.position ? `line ${node.position.start.line}` : 'somewhere'
}

function refuse(node: Nodes, what: string): never {
  throw new MarkdownShapeError(`${lineOf(node)}: ${what}`)
}

function checkInline(nodes: readonly PhrasingContent[]) {
  for (const node of nodes) {
    if (!PLAIN_INLINE.has(node.type)) {
      refuse(node, `${node.type} is not shown on the site; write plain words instead`)
    }
    if ('children' in node) checkInline(node.children)
  }
}

// Soft line breaks in the file are only layout.
function plainText(node: Paragraph): string {
  checkInline(node.children)
  return toString(node)
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}

function listBlock(node: List): ArticleBlock {
  if (node.ordered) refuse(node, 'numbered lists are not shown on the site; use a bullet list')
  const items = node.children.map((item) => {
    const [only, ...rest] = item.children
    if (!only || only.type !== 'paragraph' || rest.length > 0) {
      refuse(item, 'each bullet must be one paragraph of text')
    }
    return plainText(only)
  })
  return { type: 'list', items }
}

function tipBlock(node: Blockquote): ArticleBlock {
  const [first, ...rest] = node.children
  const titleNode = first?.type === 'paragraph' ? first.children[0] : undefined
  if (
    first?.type !== 'paragraph' ||
    first.children.length !== 1 ||
    titleNode?.type !== 'strong' ||
    rest.length === 0 ||
    rest.some((child) => child.type !== 'paragraph')
  ) {
    refuse(node, 'a tip is a quote: a bold title line, then its text')
  }
  const text = rest.map((paragraph) => plainText(paragraph as Paragraph)).join(' ')
  return { type: 'tip', title: plainText(first), text }
}

function block(node: RootContent): ArticleBlock {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', text: plainText(node) }
    case 'heading':
      if (node.depth !== 2) refuse(node, 'use "## " for headings (the page title is the only h1)')
      checkInline(node.children)
      return { type: 'heading', text: toString(node).trim() }
    case 'list':
      return listBlock(node)
    case 'blockquote':
      return tipBlock(node)
    default:
      return refuse(node, `${node.type} is not shown on the site`)
  }
}

export function markdownBlocks(markdown: string): ArticleBlock[] {
  return parser.parse(markdown).children.map(block)
}

function sectionsOf(blocks: readonly ArticleBlock[]) {
  const lead: ArticleBlock[] = []
  const sections: { heading: string; blocks: ArticleBlock[] }[] = []
  for (const item of blocks) {
    if (item.type === 'heading') sections.push({ heading: item.text, blocks: [] })
    else (sections.at(-1)?.blocks ?? lead).push(item)
  }
  return { lead, sections }
}

export function servicePageBody(markdown: string) {
  const { lead, sections } = sectionsOf(markdownBlocks(markdown))
  return {
    intro: lead.map((item) => {
      if (item.type !== 'paragraph') {
        throw new MarkdownShapeError('the intro before the first "## " heading is paragraphs only')
      }
      return item.text
    }),
    sections: sections.map(({ heading, blocks }) => {
      const [list, ...rest] = blocks
      if (list?.type !== 'list' || rest.length > 0) {
        throw new MarkdownShapeError(`"## ${heading}" must be followed by one bullet list`)
      }
      return { heading, bullets: list.items }
    }),
  }
}

export function proseSections(markdown: string): ProseSection[] {
  const { lead, sections } = sectionsOf(markdownBlocks(markdown))
  if (lead.length > 0) throw new MarkdownShapeError('start with a "## " heading')
  return sections.map(({ heading, blocks }) => ({
    heading,
    paragraphs: blocks.map((item) => {
      if (item.type !== 'paragraph') {
        throw new MarkdownShapeError(`"## ${heading}" is followed by paragraphs only`)
      }
      return item.text
    }),
  }))
}
