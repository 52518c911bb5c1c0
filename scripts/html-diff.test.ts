import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { diffBuilds } from './html-diff'

const root = mkdtempSync(path.join(tmpdir(), 'html-diff-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function build(name: string, pages: Record<string, string>): string {
  const dir = path.join(root, name)
  for (const [page, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, page)), { recursive: true })
    writeFileSync(path.join(dir, page), html)
  }
  return dir
}

const page = (script: string, words: string) =>
  `<html><head><script type="module" src="/assets/${script}"></script></head><body><p>${words}</p></body></html>`

test('asset hashes and the build version are set aside; words are not', () => {
  const before = build('before', {
    'index.html': page('root-B4x_9kQz.js', 'Call us'),
    'about/index.html': `${page('about-AAAAAAAA.js', 'Our crew')}<script>{"version":"0a1b2c3d"}</script>`,
    'careers/index.html': page('careers-CCCCCCCC.js', 'Join us'),
  })
  const after = build('after', {
    'index.html': page('root-Zz9_8yXw.js', 'Call us'),
    'about/index.html': `${page('about-BBBBBBBB.js', 'Our crew today')}<script>{"version":"ffffffff"}</script>`,
    'blog/index.html': page('blog-DDDDDDDD.js', 'News'),
  })
  const diff = diffBuilds(before, after)
  expect(diff.added).toEqual(['blog/index.html'])
  expect(diff.removed).toEqual(['careers/index.html'])
  expect(diff.changed.map((change) => change.page)).toEqual(['about/index.html'])
  expect(diff.changed[0]?.diff).toContain('-<p>Our crew</p>')
  expect(diff.changed[0]?.diff).toContain('+<p>Our crew today</p>')
  expect(diff.changed[0]?.diff).not.toContain('version')
})
