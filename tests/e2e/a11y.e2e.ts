import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { pagePaths, postPaths } from '~/lib/site-routes'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { DRAW_EVERY_PART_CSS } from '../support/draw-every-part'
import { baseURL, desktop, hydrateIsland, launchBrowser, openPage, phone, visit } from './browser'
import { wcagViolations } from './axe'

const contentPosts = readPostFiles()

const routes = [...pagePaths, ...postPaths(contentPosts.map((post) => post.slug)), '/no-such-page']

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

// Lazily hydrated sections must be judged in their final state.
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      // Long enough for the sections' observers to see each stop, as a reader's would.
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    window.scrollTo(0, 0)
  })
  await page.addStyleTag({ content: DRAW_EVERY_PART_CSS })
  await page.waitForLoadState('networkidle')
}

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    describe(`axe: no WCAG 2.2 AA violations, ${mode} mode, ${label}`, () => {
      let page: Page
      beforeAll(async () => {
        page = await openPage(browser, { viewport, colorScheme: mode })
        await page.context().addCookies([{ name: 'color-mode', value: mode, url: baseURL }])
      })
      afterAll(() => page.context().close())

      test.each(routes)('%s', async (route) => {
        await page.goto(route)
        await settle(page)
        expect(await wcagViolations(page)).toEqual([])
      })
    })
  }
}

describe('structure every page shares', () => {
  test.each(routes)(
    '%s: one h1, no skipped heading level, landmarks, a working skip link',
    async (route) => {
      const page = await openPage(browser, { viewport: desktop })
      await visit(page, route)
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.closest('[hidden], dialog:not([open])') === null)
          .map((heading) => Number(heading.tagName[1])),
      )
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels[0]).toBe(1)
      levels.forEach((level, index) => {
        if (index > 0)
          expect(
            level - levels[index - 1]!,
            `heading levels ${levels.join(',')}`,
          ).toBeLessThanOrEqual(1)
      })
      for (const role of ['banner', 'main', 'contentinfo'] as const)
        expect(await page.getByRole(role).count()).toBe(1)
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
      expect(await skip.isVisible()).toBe(true)
      await page.keyboard.press('Enter')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
      await page.context().close()
    },
  )
})

describe('keyboard only', () => {
  test('the menu drawer: open with Enter, move with Tab, close with Escape', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/')
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab')
      if (
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-haspopup') === 'dialog',
        )
      )
        break
    }
    await page.keyboard.press('Enter')
    expect(await page.getByRole('dialog').isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'dialog',
    )
    await page.context().close()
  })

  test('the carousel: Tab to a pagination button, Enter moves the slides', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
    await hydrateIsland(page, 'testimonials')
    await carousel.getByRole('link', { name: 'Show testimonial 1' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Show testimonial 2',
    )
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        carousel.getByRole('link', { name: 'Show testimonial 2' }).getAttribute('aria-current'),
      )
      .toBe('true')
    await page.context().close()
  })

  test('the contact form: fill and send with the keyboard; the result is announced', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/contact')
    const name = page.getByLabel('Your name')
    await hydrateIsland(page, 'contact-form')
    // A send this fast would be filed as spam.
    await page.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
    await name.focus()
    await page.keyboard.type('Keyboard Visitor')
    await page.keyboard.press('Tab')
    await page.keyboard.type('keys@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Only the keyboard was used to write this.')
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement
        return element instanceof HTMLInputElement ? element.type : element?.tagName.toLowerCase()
      })
    // The extras after the four fields: photos, which service, how urgent, when to visit.
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('file')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('select')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('radio')
    await page.keyboard.press('ArrowDown')
    expect(await page.getByLabel('Within a week').isChecked()).toBe(true)
    // The visit picker: one group of radios; an arrow picks the first open time, and the
    // address it needs comes next.
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('radio')
    expect(await page.getByLabel('No preference, call me').isChecked()).toBe(true)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('text')
    await page.keyboard.type('3 Keyboard Lane')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('button')
    await page.keyboard.press('Enter')
    const notice = page.getByText('Thank you! Your message is on its way.', { exact: false })
    await notice.waitFor()
    expect(await notice.evaluate((element) => Boolean(element.closest('[aria-live]')))).toBe(true)
    expect(await page.getByText('Your free estimate visit:').isVisible()).toBe(true)
    await page.context().close()
  })
})
