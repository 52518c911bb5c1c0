import { readFileSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { pagePaths, postPaths } from '~/lib/site-routes'
import { budgets } from '../../scripts/budgets'
import { FIRST_SCREEN_END_ID } from '~/components/layout/first-screen-end'
import { leadSourceScript } from '~/lib/lead-source'
import { baseURL, launchBrowser, lighthousePhone, openPage, phone } from './browser'

/** Every post in content/posts/: the four built-in ones and any the owner added. */
const contentPosts = readPostFiles()

const {
  jsKbGzip: JS_BUDGET_KIB,
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
  `%s stays within ${JS_BUDGET_KIB} KiB of script and ${CSS_BUDGET_KIB} KiB of CSS (gzip) on a phone`,
  async (route) => {
    const page = await openPage(browser, { viewport: phone })
    const files = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === baseURL && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
    })
    await page.goto(route, { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-hydrated="true"]')
    const scripts = [...files].filter((file) => file.endsWith('.js'))
    const styles = [...files].filter((file) => file.endsWith('.css'))
    const js = scripts.reduce((sum, file) => sum + gzipKib(file), 0)
    // The stylesheet is inside the page (components/layout/page-assets.tsx), any other in files.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
    )
    expect(inlineCss, 'the site stylesheet in the head').toContain('--brand:')
    const css =
      styles.reduce((sum, file) => sum + gzipKib(file), 0) +
      gzipSync(inlineCss, { level: 9 }).length / 1024
    expect(
      js,
      `${route} loads ${js.toFixed(1)} KiB of script: ${scripts.join(', ')}`,
    ).toBeLessThanOrEqual(JS_BUDGET_KIB)
    expect(css).toBeLessThanOrEqual(CSS_BUDGET_KIB)
    expect(scripts.length).toBeGreaterThan(2)
    await page.context().close()
  },
)

test("no script a visitor's browser runs formats with Intl: dates come formatted from the build", () => {
  // A page's first Intl formatter or collator loads the browser's locale data: 30-110 ms of main
  // thread in one task on a fast machine, four times that on Lighthouse's phone (docs/performance.md).
  const scripts = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'))
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  )
  expect(scripts.length).toBeGreaterThan(10)
  expect(pages.length).toBeGreaterThan(15)
  const locale = /\bIntl\.|\.toLocale[A-Z]\w*\(|\.localeCompare\(/
  for (const file of scripts)
    expect(readFileSync(path.join(clientDir, 'assets', file), 'utf8'), file).not.toMatch(locale)
  for (const file of pages) {
    // The code only: the structured data and the router's data carry the owner's words ("Intl. ...").
    const code = [
      ...readFileSync(path.join(clientDir, file), 'utf8').matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      ),
    ]
      .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
      .map(([, , script]) => script!)
      .filter((script) => !script.startsWith('window.__reactRouterContext'))
    expect(code.length, file).toBeGreaterThan(0)
    for (const script of code) expect(script, file).not.toMatch(locale)
  }
})

test("no script in a page's head opens web storage: the visit's source is recorded at the end of the body", () => {
  // Opening the tab's storage is a synchronous call to the browser, 2-11 ms on this machine; in
  // the head it held up the first paint (decision 013, point 14).
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

/** A page as the server sends it to a browser: the bytes of its status line and headers, its brotli body. */
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

/** The first screen of a page's HTML on the phone Lighthouse emulates, without script or web font. */
async function firstScreen(route: string, html: Buffer): Promise<Buffer> {
  const page = await openPage(browser, {
    viewport: lighthousePhone,
    javaScriptEnabled: false,
    reducedMotion: 'reduce',
  })
  // The font comes after the first paint (decision 013): both renderings use the fallback.
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
    // The marker Chromium holds the first frame for comes in that round trip too.
    expect(
      firstRoundTrip.toString('utf8'),
      `${route}: the first screen's end marker is past the first round trip`,
    ).toContain(`id="${FIRST_SCREEN_END_ID}"`)
    expect(
      (await firstScreen(route, firstRoundTrip)).equals(await firstScreen(route, whole)),
      `${route}: headers ${headerBytes} B; the first round trip holds ${firstRoundTrip.length} of ${whole.length} B of HTML and paints less than the whole page`,
    ).toBe(true)
  },
)
