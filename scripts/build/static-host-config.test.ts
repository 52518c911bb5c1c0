import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { scriptHashSource } from '../../tests/support/inline-scripts'
import { createSiteFixture, fixtureInlineScript } from '../../tests/support/site-fixture'
import { writeStaticHostConfig } from './static-host-config'

const fixture = createSiteFixture()
afterAll(() => fixture.cleanup())

test("a static host's _headers: uploads run nothing, lend no script and are no page", async () => {
  await writeStaticHostConfig(fixture.clientDir)
  const headers = readFileSync(path.join(fixture.clientDir, '_headers'), 'utf8')
  const blocks = headers.split(/\n(?=\S)/)
  const everything = blocks.find((block) => block.startsWith('/*\n')) ?? ''
  expect(everything).toContain(scriptHashSource(fixtureInlineScript('Home')))
  expect(headers).not.toContain(scriptHashSource(fixtureInlineScript('upload')))
  expect(headers).not.toContain(scriptHashSource(fixtureInlineScript('upload trap')))
  expect(headers).not.toMatch(/^\/images\/uploads\/trap$/m)
  const uploads = blocks.find((block) => block.startsWith('/images/uploads/*\n')) ?? ''
  expect(uploads).toContain("Content-Security-Policy: default-src 'none'; sandbox")
  expect(uploads).toContain('X-Content-Type-Options: nosniff')
  // Netlify lets the later rule win: the uploads' policy comes after the site's.
  expect(blocks.indexOf(uploads)).toBeGreaterThan(blocks.indexOf(everything))
  // The editor on a static host saves through Git, and runs no script made from strings.
  const editor = blocks.find((block) => block.startsWith('/admin/*\n')) ?? ''
  expect(editor).toContain('https://api.github.com')
  expect(editor).not.toContain('unsafe-eval')
})
