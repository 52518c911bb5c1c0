import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/local-server'

export const baseURL = inject('baseURL')

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
// The phone Lighthouse's mobile run emulates.
export const lighthousePhone = { width: 412, height: 823 }

export function launchBrowser(options: { fontconfigFile?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    env: options.fontconfigFile
      ? { ...process.env, FONTCONFIG_FILE: options.fontconfigFile }
      : undefined,
  })
}

// Requests to other hosts are answered locally: there is no network here. A suite with a server
// of its own passes its `baseURL`.
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const base = options.baseURL ?? baseURL
  const context = await browser.newContext({ viewport: desktop, ...options, baseURL: base })
  await context.route(
    (url) => url.origin !== base,
    (route) => route.fulfill({ status: 204, body: '' }),
  )
  return context.newPage()
}

// Its controls' inline script has run by the load event.
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
}

export async function hydrateIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`)
  await island.scrollIntoViewIfNeeded()
  await page.locator(`[data-island="${name}"][data-island-hydrated="true"]`).waitFor()
}
