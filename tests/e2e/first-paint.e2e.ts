import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { featuredServices } from '~/content/services'
import { faq } from '~/content/faq'
import { pagePaths, postPaths, servicePaths } from '~/lib/site-routes'
import { desktop, launchBrowser, openPage, phone } from './browser'

/** Every post in content/posts/: the four built-in ones and any the owner added. */
const contentPosts = readPostFiles()

/**
 * Every control works from the first paint: once with JavaScript off, once with the client entry
 * held back (the visitor acts before hydration), and then after hydration arrives.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const everyPage = [...pagePaths, ...postPaths(contentPosts.map((post) => post.slug))]

const drawer = (page: Page) => page.locator('dialog[aria-label="Main"]')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first()

/** The drawer opens, shows the services, and a link in it leads to another page. */
async function walkDrawer(page: Page, from: string) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect.poll(() => drawer(page).isVisible()).toBe(true)
  // A native <summary> (the browser exposes it as a disclosure, not as a button role).
  await drawer(page).locator('summary', { hasText: 'Show services' }).click()
  expect(
    await drawer(page).getByRole('link', { name: featuredServices[0]!.name }).isVisible(),
  ).toBe(true)
  const target = from === '/about' ? 'Contact' : 'About'
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/${target.toLowerCase()}`),
    drawer(page).getByRole('link', { name: target, exact: true }).click(),
  ])
}

/** Hovering Services shows the nine links; so does keyboard focus on it. */
async function walkDropdown(page: Page) {
  const services = mainNav(page).getByRole('link', { name: 'Services', exact: true })
  const serviceLinks = mainNav(page).locator('li li a')
  await services.hover()
  await expect.poll(() => serviceLinks.filter({ visible: true }).count()).toBe(9)
  await page.mouse.move(5, 600)
  await expect.poll(() => serviceLinks.filter({ visible: true }).count()).toBe(0)
  await services.focus()
  await expect.poll(() => serviceLinks.filter({ visible: true }).count()).toBe(9)
}

async function trackScroll(page: Page): Promise<number> {
  return page.locator('[data-carousel-track]').evaluate((track) => track.parentElement!.scrollLeft)
}

describe('with JavaScript disabled, every route at 375 and 1280 px', () => {
  for (const path of everyPage) {
    test(`${path}: the menu drawer opens and its links navigate (375 px)`, async () => {
      const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
      await page.goto(path)
      await walkDrawer(page, path)
      await page.context().close()
    })

    test(`${path}: hovering or focusing Services shows the nine services (1280 px)`, async () => {
      const page = await openPage(browser, { viewport: desktop, javaScriptEnabled: false })
      await page.goto(path)
      await walkDropdown(page)
      await page.context().close()
    })
  }

  test('/: an FAQ answer opens and a carousel dot scrolls the track', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/')
    const question = page.getByText(faq[3]!.question, { exact: true })
    const answer = page.getByText(faq[3]!.answer.slice(0, 40), { exact: false })
    expect(await answer.isVisible()).toBe(false)
    await question.click()
    expect(await answer.isVisible()).toBe(true)
    expect(await trackScroll(page)).toBe(0)
    await page.getByRole('link', { name: 'Show testimonial 3' }).click()
    await expect.poll(() => trackScroll(page)).toBeGreaterThan(0)
    await page.context().close()
  })
})

/** Holds the client entry back until released: the page is painted but not yet hydrated. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

function collectConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]')

describe('before hydration (client entry held back), then after it', () => {
  test('an open menu stays open and usable once React takes over (375 px)', async () => {
    const page = await openPage(browser, { viewport: phone })
    const messages = collectConsole(page)
    const release = await holdHydration(page)
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(() => drawer(page).isVisible()).toBe(true)
    release()
    await hydrated(page)
    expect(await drawer(page).isVisible()).toBe(true)
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('true')
    await drawer(page).getByRole('button', { name: 'Close menu' }).click()
    await expect.poll(() => drawer(page).isVisible()).toBe(false)
    // Opened again after hydration it is a modal dialog: the page behind is inert.
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await drawer(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer(page).isVisible()).toBe(false)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('a drawer link taken before hydration navigates', async () => {
    const page = await openPage(browser, { viewport: phone })
    await holdHydration(page)
    await page.goto('/')
    await walkDrawer(page, '/')
    await page.context().close()
  })

  test('a hover on Services before hydration is kept, and aria-expanded tells the truth after', async () => {
    const page = await openPage(browser, { viewport: desktop })
    const messages = collectConsole(page)
    const release = await holdHydration(page)
    await page.goto('/')
    await walkDropdown(page)
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    release()
    await hydrated(page)
    const toggle = mainNav(page).getByRole('button', { name: 'Show services' })
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await mainNav(page).locator('li li a').filter({ visible: true }).count()).toBe(9)
    await page.mouse.move(5, 600)
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await mainNav(page).locator('li li a').filter({ visible: true }).count()).toBe(0)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('a carousel dot tapped before hydration is not lost: the carousel starts there', async () => {
    const page = await openPage(browser, { viewport: phone })
    const messages = collectConsole(page)
    const release = await holdHydration(page)
    await page.goto('/')
    await page.getByRole('link', { name: 'Show testimonial 3' }).click()
    await expect.poll(() => trackScroll(page)).toBeGreaterThan(0)
    release()
    await hydrated(page)
    const third = page.getByRole('link', { name: 'Show testimonial 3' })
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true')
    const slide = page.locator('#testimonial-3')
    const viewport = page.locator('[data-carousel-track]').locator('..')
    const [slideBox, viewportBox] = [await slide.boundingBox(), await viewport.boundingBox()]
    expect(Math.abs((slideBox?.x ?? 0) + 50 - (viewportBox?.x ?? 0))).toBeLessThan(2)
    expect(messages).toEqual([])
    await page.context().close()
  })
})

describe('hydration waits for the first contentful paint', () => {
  for (const path of ['/', '/contact', servicePaths[0]!, postPaths([contentPosts[0]!.slug])[0]!]) {
    test(`${path}: no script is requested before the first contentful paint, then the page hydrates`, async () => {
      const page = await openPage(browser, { viewport: phone })
      const messages = collectConsole(page)
      await page.goto(path)
      await hydrated(page)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      expect(paint).toBeGreaterThan(0)
      // The client entry among them: hydration came from these requests.
      expect(scripts.map((script) => script.name)).toContainEqual(
        expect.stringMatching(/^\/assets\/entry\.client-/),
      )
      for (const script of scripts)
        expect(script.startTime, script.name).toBeGreaterThanOrEqual(paint!)
      // And React runs the page: the menu opens as a modal dialog, which only script makes it.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect
        .poll(() => drawer(page).evaluate((dialog) => dialog.matches(':modal')))
        .toBe(true)
      expect(messages).toEqual([])
      await page.context().close()
    })
  }
})
