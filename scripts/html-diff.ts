// `npm run html-diff -- BEFORE AFTER`: two builds' pages compared, per-build hashes set aside.
// Empty for a refactor no visitor may notice; otherwise prints each page's diff and exits 1.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ASSET_HASH = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.[a-z0-9]+)\b/g
const MANIFEST_VERSION = /("version":\s*")[0-9a-f]{8}(")/g

function normalizeHtml(html: string): string {
  return (
    html
      .replace(ASSET_HASH, '$1$2')
      .replace(MANIFEST_VERSION, '$1…$2')
      // One tag or text run a line, so that a diff points at the change, not at one huge line.
      .replace(/></g, '>\n<')
  )
}

function pagesOf(clientDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'admin') walk(full)
      } else if (/\.(html|xml|txt)$/.test(entry.name)) {
        found.push(path.relative(clientDir, full))
      }
    }
  }
  walk(clientDir)
  return found.sort()
}

export type HtmlDiff = {
  added: string[]
  removed: string[]
  changed: { page: string; diff: string }[]
}

export function diffBuilds(before: string, after: string): HtmlDiff {
  const beforePages = pagesOf(before)
  const afterPages = pagesOf(after)
  const work = mkdtempSync(path.join(tmpdir(), 'html-diff-'))
  try {
    const changed = afterPages
      .filter((page) => beforePages.includes(page))
      .flatMap((page) => {
        const a = normalizeHtml(readFileSync(path.join(before, page), 'utf8'))
        const b = normalizeHtml(readFileSync(path.join(after, page), 'utf8'))
        if (a === b) return []
        const files = ['before', 'after'].map((side, index) => {
          const file = path.join(work, side, page)
          mkdirSync(path.dirname(file), { recursive: true })
          writeFileSync(file, index === 0 ? a : b)
          return file
        })
        const { stdout } = spawnSync(
          'git',
          ['diff', '--no-index', '--no-color', '--unified=1', ...files],
          { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        )
        return [{ page, diff: stdout.split('\n').slice(4).join('\n') }]
      })
    return {
      added: afterPages.filter((page) => !beforePages.includes(page)),
      removed: beforePages.filter((page) => !afterPages.includes(page)),
      changed,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after || !existsSync(before) || !existsSync(after)) {
    console.error('usage: html-diff BEFORE_CLIENT_DIR AFTER_CLIENT_DIR (two build/client folders)')
    process.exit(2)
  }
  const { added, removed, changed } = diffBuilds(before, after)
  for (const page of added) console.log(`+ ${page} (new page)`)
  for (const page of removed) console.log(`- ${page} (page gone)`)
  for (const { page, diff } of changed) console.log(`~ ${page}\n${diff}`)
  const total = added.length + removed.length + changed.length
  console.log(
    total === 0
      ? `${pagesOf(after).length} pages, no difference.`
      : `${total} of ${pagesOf(after).length} pages differ.`,
  )
  process.exit(total === 0 ? 0 : 1)
}
