import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { pagePaths, postPaths } from '~/lib/site-routes'
import { budgets } from '../../scripts/budgets'
import { baseURL, launchBrowser, openPage, phone } from './browser'

/** Every post in content/posts/: the four built-in ones and any the owner added. */
const contentPosts = readPostFiles()

const { jsKbGzip: JS_BUDGET_KIB, cssKbGzip: CSS_BUDGET_KIB } = budgets

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
