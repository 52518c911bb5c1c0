import { readFileSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { pagePaths, postPaths } from '~/lib/site-routes'
import { budgets } from '../../shared/budgets'
import { leadSourceScript } from '~/inline-scripts/page-scripts.server'
import { baseURL, launchBrowser, lighthousePhone, openPage, phone } from './browser'

const contentPosts = readPostFiles()

const {
  staticPageJsBytes: STATIC_PAGE_JS_BYTES,
  islandsJsKbGzip: ISLANDS_JS_KIB,
  cssKbGzip: CSS_BUDGET_KIB,
  firstRoundTripBytes: FIRST_ROUND_TRIP_BYTES,
} = budgets

const clientDir = path.resolve('build/client')
const routes = [...pagePaths, ...postPaths(contentPosts.map((post) => post.slug))]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const gzipKib = (file: string) =>
  gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024

test.each(routes)(
  `%s: its script, on a cold load with every island in view: ${STATIC_PAGE_JS_BYTES} bytes without islands, at most ${ISLANDS_JS_KIB} KiB gzip with, none before the first paint; at most ${CSS_BUDGET_KIB} KiB of CSS`,
  async (route) => {
    const page = await openPage(browser, { viewport: phone })
    const files = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === baseURL && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
    })
    await page.goto(route)
    const islands = await page.locator('[data-island]').all()
    for (const island of islands) await island.scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.locator('[data-island]:not([data-island-hydrated])').count())
      .toBe(0)
    await page.waitForLoadState('networkidle')
    const scripts = [...files].filter((file) => file.endsWith('.js'))
    const styles = [...files].filter((file) => file.endsWith('.css'))
    if (islands.length === 0) {
      expect(scripts, `${route} has no island`).toEqual([])
    } else {
      const js = scripts.reduce((sum, file) => sum + gzipKib(file), 0)
      expect(
        js,
        `${route} loads ${js.toFixed(1)} KiB of script: ${scripts.join(', ')}`,
      ).toBeLessThanOrEqual(ISLANDS_JS_KIB)
      const { paint, starts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).origin === location.origin)
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      expect(starts.length).toBeGreaterThan(0)
      for (const start of starts) expect(start, route).toBeGreaterThanOrEqual(paint)
    }
    // The stylesheet is inside the page (components/layout/page-assets.tsx).
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
    )
    expect(inlineCss, 'the site stylesheet in the head').toContain('--brand:')
    const css =
      styles.reduce((sum, file) => sum + gzipKib(file), 0) +
      gzipSync(inlineCss, { level: 9 }).length / 1024
    expect(css).toBeLessThanOrEqual(CSS_BUDGET_KIB)
    await page.context().close()
  },
)

test('the pages with islands are the home page (testimonials) and the contact page (the form)', () => {
  const withIslands = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('admin'))
    .filter((file) => readFileSync(path.join(clientDir, file), 'utf8').includes('data-island='))
    .sort()
  expect(withIslands).toEqual(['contact/index.html', 'index.html'])
})

test("no script a visitor's browser runs formats with Intl: dates come formatted from the build", () => {
  // A page's first Intl formatter or collator loads locale data in one long main-thread task.
  const scriptsDir = path.join(clientDir, 'static/js')
  const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'))
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  )
  expect(scripts.length).toBeGreaterThan(3)
  expect(pages.length).toBeGreaterThan(15)
  const locale = /\bIntl\.|\.toLocale[A-Z]\w*\(|\.localeCompare\(/
  for (const file of scripts)
    expect(readFileSync(path.join(scriptsDir, file), 'utf8'), file).not.toMatch(locale)
  for (const file of pages) {
    // The code only: the structured data and an island's props carry the owner's words.
    const code = [
      ...readFileSync(path.join(clientDir, file), 'utf8').matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      ),
    ]
      .filter(([, attributes]) => !/application\/(ld\+)?json|speculationrules/.test(attributes!))
      .map(([, , script]) => script!)
    expect(code.length, file).toBeGreaterThan(0)
    for (const script of code) expect(script, file).not.toMatch(locale)
  }
})

test("no script in a page's head opens web storage: the visit's source is recorded at the end of the body", () => {
  // Opening storage is a synchronous call; in the head it held up the first paint.
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  )
  expect(pages.length).toBeGreaterThan(15)
  const storage = /\b(?:session|local)Storage\b/
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code!)
  for (const file of pages) {
    const html = readFileSync(path.join(clientDir, file), 'utf8')
    const [head, body] = html.split('</head>')
    expect(inlineScripts(head!).length, file).toBeGreaterThan(0)
    for (const script of inlineScripts(head!)) expect(script, file).not.toMatch(storage)
    expect(inlineScripts(body!), file).toContain(leadSourceScript)
  }
})

// As the server sends it: its status line and headers count too.
function brotliResponse(route: string): Promise<{ headerBytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${baseURL}${route}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        expect(response.headers['content-encoding']).toBe('br')
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`)
        resolve({
          headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
          body: Buffer.concat(chunks),
        })
      })
    })
      .on('error', reject)
      .end()
  })
}

// On the phone Lighthouse emulates, without script or web font.
async function firstScreen(route: string, html: Buffer): Promise<Buffer> {
  const page = await openPage(browser, {
    viewport: lighthousePhone,
    javaScriptEnabled: false,
    reducedMotion: 'reduce',
  })
  // The font (optional) is not what this compares.
  await page.route('**/*.woff2', (route) => route.abort())
  await page.route(`${baseURL}${route}`, (request) =>
    request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  )
  await page.goto(route, { waitUntil: 'load' })
  const screenshot = await page.screenshot()
  await page.context().close()
  return screenshot
}

test.each(routes)(
  `%s: the first ${FIRST_ROUND_TRIP_BYTES} bytes of the response paint the whole first screen (412 px)`,
  async (route) => {
    const { headerBytes, body } = await brotliResponse(route)
    // What a new connection delivers in its first round trip, decompressed as far as it goes.
    const firstRoundTrip = brotliDecompressSync(
      body.subarray(0, FIRST_ROUND_TRIP_BYTES - headerBytes),
      {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      },
    )
    const whole = brotliDecompressSync(body)
    expect(firstRoundTrip.length, 'the page is longer than its first round trip').toBeLessThan(
      whole.length,
    )
    expect(
      (await firstScreen(route, firstRoundTrip)).equals(await firstScreen(route, whole)),
      `${route}: headers ${headerBytes} B; the first round trip holds ${firstRoundTrip.length} of ${whole.length} B of HTML and paints less than the whole page`,
    ).toBe(true)
  },
)
