import {
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { BUILDS_FOLDER, servedBuildLink } from './rebuild'

const root = mkdtempSync(path.join(tmpdir(), 'canopy-rebuild-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function build(dir: string, secondsAgo: number): string {
  mkdirSync(dir, { recursive: true })
  const index = path.join(dir, 'index.html')
  writeFileSync(index, '<!doctype html>')
  const at = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(index, at, at)
  return dir
}

test('the server serves the newer of its start-up build and the last published one', () => {
  const startUp = build(path.join(root, 'build/client'), 600)
  const link = servedBuildLink(root, startUp)
  expect(readlinkSync(link)).toBe(startUp)

  // The editor published since: kept across a restart.
  const published = build(path.join(root, BUILDS_FOLDER, 'later/client'), 60)
  rmSync(link)
  symlinkSync(published, link, 'dir')
  expect(readlinkSync(servedBuildLink(root, startUp))).toBe(published)

  // The operator built by hand after that (an upgrade): that build is served.
  build(startUp, 0)
  expect(readlinkSync(servedBuildLink(root, startUp))).toBe(startUp)
})
