import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { readBlobs, recentChanges } from './history'

const root = mkdtempSync(path.join(tmpdir(), 'canopy-history-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Agency', '-c', 'user.email=a@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim()
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text)
const blobOf = (spec: string) => git('rev-parse', spec)

test('each change lists every file it touched with its blob ids, whatever its subject holds', async () => {
  mkdirSync(path.join(root, 'content'))
  mkdirSync(path.join(root, 'app'))
  write('content/faq.json', 'first\n')
  write('content/old.json', 'old\n')
  git('init', '--quiet', '-b', 'main')
  git('add', '-A')
  git('commit', '--quiet', '-m', 'Start')
  write('content/faq.json', 'second\n')
  write('content/new.json', 'new\n')
  write('app/page.tsx', 'code\n')
  rmSync(path.join(root, 'content/old.json'))
  git('add', '-A')
  // An editor's message may hold the separators the log is read with.
  const message = 'Odd \x1e subject \x1f with: colons'
  git('commit', '--quiet', '-m', message)

  const [latest, start] = await recentChanges(root)
  expect(latest).toMatchObject({ message, editor: 'Agency', first: false })
  expect(latest?.files).toEqual([
    { file: 'app/page.tsx', before: null, after: blobOf('HEAD:app/page.tsx') },
    {
      file: 'content/faq.json',
      before: blobOf('HEAD~1:content/faq.json'),
      after: blobOf('HEAD:content/faq.json'),
    },
    { file: 'content/new.json', before: null, after: blobOf('HEAD:content/new.json') },
    { file: 'content/old.json', before: blobOf('HEAD~1:content/old.json'), after: null },
  ])
  expect(start).toMatchObject({ message: 'Start', first: true })
  const blobs = await readBlobs(root, [
    blobOf('HEAD~1:content/faq.json'),
    blobOf('HEAD:content/new.json'),
  ])
  expect([...blobs.values()].map(String)).toEqual(['first\n', 'new\n'])
})

test('a merge lists what it brought in over the branch it was merged into', async () => {
  git('checkout', '--quiet', '-b', 'copy')
  write('content/faq.json', 'from the branch\n')
  git('commit', '--quiet', '-am', 'Copy pass')
  git('checkout', '--quiet', 'main')
  write('app/page.tsx', 'more code\n')
  git('commit', '--quiet', '-am', 'Code')
  git('merge', '--quiet', '--no-ff', '-m', 'Merge copy', 'copy')
  const [merge] = await recentChanges(root)
  expect(merge).toMatchObject({ message: 'Merge copy', first: false })
  expect(merge?.files.map(({ file }) => file)).toEqual(['content/faq.json'])
})
