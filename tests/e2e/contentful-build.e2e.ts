import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { entriesResponse, startFakeContentful } from '../support/fake-contentful'

const homepage = 'https://www.canopytreecare.example'
let fake: Awaited<ReturnType<typeof startFakeContentful>>
let buildDir: string

beforeAll(async () => {
  fake = await startFakeContentful()
  // Inside the project, so the server build it writes can resolve the project's packages.
  const cache = path.resolve('node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  buildDir = mkdtempSync(path.join(cache, 'contentful-build-'))
})
afterAll(async () => {
  await fake.close()
  rmSync(buildDir, { recursive: true, force: true })
})

test('with the built-in list switched off, the build pre-renders the posts from Contentful', async () => {
  fake.reply({
    status: 200,
    body: JSON.stringify(
      entriesResponse([
        {
          slug: 'ice-storm-checklist',
          title: 'Ice storm checklist',
          website: [homepage],
          updatedAt: '2024-02-10T12:00:00.000Z',
          imageUrl: '//images.ctfassets.net/space/ice.jpg',
          body: {
            nodeType: 'document',
            data: {},
            content: [
              {
                nodeType: 'paragraph',
                data: {},
                content: [
                  {
                    nodeType: 'text',
                    value: 'Check the big limbs first.',
                    marks: [{ type: 'bold' }],
                    data: {},
                  },
                ],
              },
            ],
          },
        },
        {
          slug: 'someone-elses-post',
          title: 'Not ours',
          website: ['https://other.example'],
          updatedAt: '2024-02-11T12:00:00.000Z',
        },
      ]),
    ),
  })
  const build = spawn(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    env: {
      ...process.env,
      BLOG_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'space1',
      CONTENTFUL_ACCESS_TOKEN: 'token1',
      CONTENTFUL_HOST: fake.host,
      SITE_BUILD_DIRECTORY: buildDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = await once(build, 'exit')
  expect(code, stderr).toBe(0)

  const postHtml = path.join(buildDir, 'client/blog/ice-storm-checklist/index.html')
  expect(existsSync(postHtml)).toBe(true)
  const html = readFileSync(postHtml, 'utf8')
  expect(html).toContain('<h1')
  expect(html).toContain('Ice storm checklist')
  expect(html).toContain('<strong>Check the big limbs first.</strong>')
  expect(html).toContain('https://images.ctfassets.net/space/ice.jpg')
  expect(existsSync(path.join(buildDir, 'client/blog/someone-elses-post/index.html'))).toBe(false)
  expect(existsSync(path.join(buildDir, 'client/blog/tree-pruning-guide/index.html'))).toBe(false)
  const list = readFileSync(path.join(buildDir, 'client/blog/index.html'), 'utf8')
  expect(list).toContain('/blog/ice-storm-checklist')
  expect(fake.requests.length).toBeGreaterThan(0)
}, 180_000)
