import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { FaqFile, ServicesFile } from '~/content/schemas'
import { parseFrontMatter } from '~/content/front-matter.server'
import { buildApp } from '../../server/app'
import { CMS_LOCAL_BACKEND } from '../../shared/admin-paths'
import { scratchProject } from '../support/scratch-project'
import { baseURL, launchBrowser } from './browser'

// Where the editor looks for decap-server.
// Decap at /admin talks to decap-server (`npm run cms`), which writes into a scratch copy of the
// project; that copy is then built as the host would build it.
const LOCAL_BACKEND_PORT = Number(new URL(CMS_LOCAL_BACKEND).port)
const repo = path.resolve('.')
let project: string
let backend: ChildProcess
let browser: Browser

async function startBackend(root: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(repo, 'node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        MODE: 'fs', // vitest sets MODE=test, which decap-server would read as its own
        GIT_REPO_DIRECTORY: root,
        PORT: String(LOCAL_BACKEND_PORT),
        BIND_HOST: '127.0.0.1',
        ORIGIN: baseURL,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const backendUp = async () => {
    const response = await fetch(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    })
    const info = (await response.json()) as { type?: string }
    if (info.type !== 'local_fs') throw new Error(`not the local backend: ${info.type}`)
  }
  // A hook, not a test: vi.waitFor, as expect.poll is for tests alone.
  const up = await vi.waitFor(backendUp, { timeout: 10_000, interval: 100 }).then(
    () => true,
    () => false,
  )
  if (up) return child
  throw new Error(`decap-server did not start on port ${LOCAL_BACKEND_PORT}: ${stderr}`)
}

beforeAll(async () => {
  project = scratchProject()
  backend = await startBackend(project)
  browser = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  backend?.kill('SIGTERM')
  if (project) rmSync(project, { recursive: true, force: true })
})

const readJson = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(project, file), 'utf8')) as T

async function until<T>(read: () => T, accept: (value: T) => boolean, what: string): Promise<T> {
  let value: T | undefined
  const accepted = () => {
    try {
      value = read()
      return accept(value)
    } catch {
      // the file is being written
      return false
    }
  }
  await expect
    .poll(accepted, { message: `waiting for ${what}`, timeout: 10_000, interval: 100 })
    .toBe(true)
  return value as T
}

// Loopback requests pass; nothing else leaves.
async function openEditor(hash: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.fulfill({ status: 204, body: '' }),
  )
  const page = await context.newPage()
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('Pages and settings').first().waitFor()
  await page.goto(`/admin#${hash}`)
  return page
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

const newAnswer = 'Every removal is priced on site, in writing and for free, before any saw starts.'
const newCardTitle = 'Safe Tree Removal'
const post = {
  slug: 'water-your-trees-before-the-ground-freezes',
  title: 'Water your trees before the ground freezes',
  excerpt: 'A deep drink in late fall carries young trees through a dry Illinois winter.',
  body: 'Young trees keep losing water all winter, even without their leaves.',
}

describe('the owner edits in the browser and the files change on disk', () => {
  test('an FAQ answer', async () => {
    const page = await openEditor('/collections/settings/entries/faq')
    await page.getByTestId('expand-button').click()
    await page.getByLabel('Answer', { exact: true }).first().fill(newAnswer)
    await publish(page)
    const saved = await until(
      () => readJson<FaqFile>('content/faq.json'),
      (file) => file.faq[0]?.answer === newAnswer,
      'the FAQ answer in content/faq.json',
    )
    expect(saved.faq).toHaveLength(20)
    await page.context().close()
  })

  test("a service card's title", async () => {
    const page = await openEditor('/collections/settings/entries/services')
    await page.getByTestId('expand-button').first().click()
    await page.getByLabel('Name', { exact: true }).first().fill(newCardTitle)
    await publish(page)
    await until(
      () => readJson<ServicesFile>('content/services.json'),
      (file) => file.featuredServices[0]?.name === newCardTitle,
      'the card title in content/services.json',
    )
    await page.context().close()
  })

  test('a new blog post with an uploaded photo', async () => {
    const photo = path.join(project, 'upload-frost.jpg')
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#4a6b3a' } })
      .jpeg()
      .toFile(photo)
    const page = await openEditor('/collections/posts/new')
    await page.getByLabel('Title', { exact: true }).fill(post.title)
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20T10:00')
    await page.getByLabel('Short summary (shown on cards)').fill(post.excerpt)
    await page.getByRole('button', { name: 'Choose an image' }).click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByRole('button', { name: 'Choose selected' }).click()
    // Decap shows the photo at once, though the site serves it only after the next build.
    const shown = (image: ReturnType<typeof page.locator>) =>
      expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
          timeout: 10_000,
        })
        .toBe(2400)
    await shown(page.locator('img[role="presentation"]').first())
    await shown(page.frameLocator('iframe').first().locator('article img'))
    await page
      .getByLabel('Describe the image', { exact: false })
      .fill('Frost on the lawn around a young maple with a soaker hose')
    await page.getByLabel('Tags', { exact: true }).fill('Tree Health, Winter')
    await page.locator('[data-slate-editor="true"]').click()
    await page.keyboard.type(post.body)
    await page.getByLabel('Title in search results').fill('Winter Watering for Springfield Trees')
    await page
      .getByLabel('Description in search results')
      .fill(
        'Why and how to water young trees in late fall, before the ground freezes in Springfield, IL.',
      )
    await publish(page)
    const file = path.join(project, 'content/posts', `${post.slug}.md`)
    const written = await until(
      () => parseFrontMatter(readFileSync(file, 'utf8')),
      (parsed) => parsed.body.includes(post.body),
      `content/posts/${post.slug}.md`,
    )
    expect(written.data).toMatchObject({
      title: post.title,
      image: '/images/uploads/upload-frost.jpg',
    })
    expect(existsSync(path.join(project, 'public/images/uploads/upload-frost.jpg'))).toBe(true)
    await page.context().close()
  })
})

describe('the editor refuses what the build would refuse, and nothing is written', () => {
  test('an FAQ of 19 or 21 questions cannot even be made: no remove, no add', async () => {
    const page = await openEditor('/collections/settings/entries/faq')
    await page.getByTestId('expand-button').click()
    const topBars = page.locator('[class*="StyledListItemTopBar"]')
    await topBars.first().waitFor()
    expect(await page.getByText('20 faq').count()).toBe(1)
    // Each question's top bar keeps only its open/close toggle: the × to remove it is not there.
    expect(await topBars.count()).toBe(20)
    for (const topBar of await topBars.all()) expect(await topBar.locator('button').count()).toBe(1)
    expect(await page.getByRole('button', { name: /^Add faq/i }).count()).toBe(0)
    await page.context().close()
  })

  test('an empty required field', async () => {
    const before = readFileSync(path.join(project, 'content/faq.json'), 'utf8')
    const page = await openEditor('/collections/settings/entries/faq')
    await page.getByTestId('expand-button').click()
    await page.getByLabel('Question', { exact: true }).first().fill('')
    await publish(page)
    await expect
      .poll(() => page.getByText(/is required/i).count(), { timeout: 5000 })
      .toBeGreaterThan(0)
    // A save that never comes can only be given time, not waited for.
    await page.waitForTimeout(500)
    expect(readFileSync(path.join(project, 'content/faq.json'), 'utf8')).toBe(before)
    await page.context().close()
  })
})

async function buildProject(env: NodeJS.ProcessEnv = {}) {
  const build = spawn(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: project,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = await once(build, 'exit')
  return { code: code as number, output }
}

describe('after the build, the pages carry the edits', () => {
  let site: Awaited<ReturnType<typeof buildApp>>
  let origin: string

  beforeAll(async () => {
    const { code, output } = await buildProject()
    expect(code, output).toBe(0)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-cms-data-'))
    site = await buildApp({ clientDir: path.join(project, 'build/client'), dataDir })
    origin = await site.listen({ host: '127.0.0.1', port: 0 })
  }, 180_000)
  afterAll(() => site?.close())

  const text = async (pathname: string) => (await fetch(new URL(pathname, origin))).text()

  test('the home page shows the new FAQ answer, /services the new card title', async () => {
    expect(await text('/')).toContain(newAnswer)
    expect(await text('/services')).toContain(newCardTitle)
  })

  test('the new post is listed, linked from Recent Posts, in the feed and the sitemap', async () => {
    const postPath = `/blog/${post.slug}`
    const blog = await text('/blog')
    expect(blog).toContain(post.title)
    expect(blog).toContain(`href="${postPath}"`)
    const page = await text(postPath)
    expect(page).toContain(post.body)
    expect(page).toContain('/images/uploads/upload-frost-1200x675.webp')
    // Recent Posts on an older post link to the new one (newest first).
    expect(await text('/blog/tree-pruning-guide')).toContain(`href="${postPath}"`)
    expect(await text('/blog/rss.xml')).toContain(`${postPath}</link>`)
    expect(await text('/sitemap.xml')).toContain(`${postPath}</loc>`)
    const photo = await fetch(new URL('/images/uploads/upload-frost-1200x675.webp', origin))
    expect(photo.headers.get('content-type')).toBe('image/webp')
  })

  test('a file broken by hand fails the build, naming the file and the field', async () => {
    const faqFile = path.join(project, 'content/faq.json')
    const faq = JSON.parse(readFileSync(faqFile, 'utf8')) as FaqFile
    faq.faq[3]!.answer = ''
    writeFileSync(faqFile, JSON.stringify(faq, null, 2))
    const { code, output } = await buildProject()
    expect(code).not.toBe(0)
    expect(output).toContain('content/faq.json: faq[3].answer: must not be empty')
  }, 120_000)
})

test('/admin is the editor, kept out of search: noindex, its own policy, not in the sitemap', async () => {
  const response = await fetch(new URL('/admin', baseURL))
  expect(response.status).toBe(200)
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy).toContain(`connect-src 'self' blob: ${CMS_LOCAL_BACKEND}`)
  const html = await response.text()
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseURL))).text()
  expect(sitemap).not.toContain('/admin')
  // The public pages keep the site's own, stricter policy.
  const home = await fetch(new URL('/', baseURL))
  expect(home.headers.get('content-security-policy')).not.toContain('unsafe-eval')
})
