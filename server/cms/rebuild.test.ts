import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { BUILDS_FOLDER, createRebuilder, servedBuildLink } from './rebuild'

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

test('a burst of saves is one build running and one queued, each below the server in priority', async () => {
  const project = mkdtempSync(path.join(tmpdir(), 'canopy-rebuild-project-'))
  // A stand-in for the site build: it records its CPU priority, then writes a complete build.
  const tool = path.join(project, 'node_modules/@react-router/dev')
  mkdirSync(tool, { recursive: true })
  writeFileSync(
    path.join(tool, 'bin.js'),
    `const fs = require('node:fs'), os = require('node:os'), path = require('node:path')
fs.appendFileSync('builds.log', 'start ' + os.getPriority() + '\\n')
const client = path.join(process.env.SITE_BUILD_DIRECTORY, 'client')
fs.mkdirSync(client, { recursive: true })
fs.writeFileSync(path.join(client, 'sitemap.xml'), '<urlset><url><loc>https://x.example/</loc></url></urlset>')
fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html>')
fs.writeFileSync(path.join(client, '404.html'), '<!doctype html>')
fs.appendFileSync('builds.log', 'end\\n')
`,
  )
  const link = servedBuildLink(project, build(path.join(project, 'build/client'), 600))
  let published = 0
  const logged: string[] = []
  const rebuilder = createRebuilder({
    root: project,
    link,
    onPublished: () => (published += 1),
    log: (message) => logged.push(message),
  })
  for (let save = 0; save < 5; save += 1) rebuilder.request()
  expect(rebuilder.status()).toMatchObject({ building: true, queued: true })
  await rebuilder.idle()

  expect(logged).toEqual([])
  expect(rebuilder.status()).toMatchObject({ builds: 2, queued: false, last: { ok: true } })
  expect(published).toBe(2)
  const lines = readFileSync(path.join(project, 'builds.log'), 'utf8').trim().split('\n')
  expect(lines.map((line) => line.split(' ')[0])).toEqual(['start', 'end', 'start', 'end'])
  for (const line of lines.filter((entry) => entry.startsWith('start'))) {
    // A higher niceness is a lower priority.
    expect(Number(line.split(' ')[1])).toBeGreaterThan(os.getPriority())
  }
  expect(readlinkSync(link)).toMatch(new RegExp(`^${path.join(project, BUILDS_FOLDER)}`))
  rmSync(project, { recursive: true, force: true })
})
