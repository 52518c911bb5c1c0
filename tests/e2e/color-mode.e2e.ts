import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseURL, launchBrowser, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function pageWith(cookie: string | null, colorScheme: 'light' | 'dark') {
  const page = await openPage(browser, { colorScheme })
  if (cookie) await page.context().addCookies([{ name: 'color-mode', value: cookie, url: baseURL }])
  return page
}

// Read at DOMContentLoaded, before any module script has run.
async function modeBeforeHydration(page: Awaited<ReturnType<typeof pageWith>>, path = '/') {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.firstScheme = document.documentElement.classList.contains(
        'dark',
      )
        ? 'dark'
        : 'light'
      document.documentElement.dataset.firstBackground = getComputedStyle(
        document.body,
      ).backgroundColor
    })
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return page.evaluate(() => ({
    first: document.documentElement.dataset.firstScheme,
    firstBackground: document.documentElement.dataset.firstBackground,
    afterHydration: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
    mode: document.documentElement.dataset.colorMode,
  }))
}

test('defaults to light, even when the system prefers dark', async () => {
  const page = await pageWith(null, 'dark')
  expect(await modeBeforeHydration(page)).toMatchObject({
    first: 'light',
    afterHydration: 'light',
    mode: 'light',
  })
  await page.context().close()
})

test('a persisted dark mode applies before the first paint and survives hydration', async () => {
  const page = await pageWith('dark', 'light')
  const result = await modeBeforeHydration(page, '/services')
  expect(result).toMatchObject({ first: 'dark', afterHydration: 'dark', mode: 'dark' })
  expect(result.firstBackground).not.toBe('rgb(250, 248, 243)')
  await page.context().close()
})

test('system mode follows the system preference', async () => {
  const page = await pageWith('system', 'dark')
  expect(await modeBeforeHydration(page)).toMatchObject({ first: 'dark', mode: 'system' })
  await page.context().close()
})
