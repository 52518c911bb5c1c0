import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

/** The folders the README's "Project map" names, one a line, first word of each line. */
function mappedFolders(): string[] {
  const readme = readFileSync('README.md', 'utf8')
  const map = readme.split('## Project map')[1]?.match(/```\n([\s\S]*?)```/)?.[1] ?? ''
  return map
    .split('\n')
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

test('every folder the README maps exists', () => {
  const folders = mappedFolders()
  expect(folders.length).toBeGreaterThan(10)
  expect(folders.filter((folder) => !existsSync(folder))).toEqual([])
})

test('every top-level folder of the project is on the map', () => {
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
  const topFolders = new Set(
    tracked.filter((file) => file.includes('/')).map((file) => `${file.split('/')[0]}/`),
  )
  const mapped = new Set(mappedFolders())
  expect([...topFolders].filter((folder) => !mapped.has(folder))).toEqual([])
})
