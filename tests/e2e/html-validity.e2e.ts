import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Nu's CSS checker does not know `@property` and `margin-trim` (both valid): set aside.
const clientDir = path.resolve('build/client')
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')
const UNKNOWN_TO_THE_CSS_CHECKER = /@property|margin-trim/

type Message = { type: string; url: string; message: string; extract?: string }

test('every built page is valid HTML by the W3C Nu checker', () => {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => path.join(clientDir, file))
  expect(pages.length).toBeGreaterThan(15)
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pages], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java (default-jre-headless) runs the checker').toBeUndefined()
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] }
  const errors = messages
    .filter((message) => message.type === 'error')
    .filter(
      (message) => !UNKNOWN_TO_THE_CSS_CHECKER.test(`${message.message} ${message.extract ?? ''}`),
    )
    .map(
      (message) => `${path.relative(clientDir, new URL(message.url).pathname)}: ${message.message}`,
    )
  expect(errors).toEqual([])
}, 300_000)
