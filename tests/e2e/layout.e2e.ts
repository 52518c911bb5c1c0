import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { featuredServices } from '~/content/services'
import { desktop, launchBrowser, openPage, phone, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const servicesToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Show services' })

describe('Services dropdown (desktop)', () => {
  test('opens on hover at once and closes when the pointer leaves', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    const firstService = menu.getByRole('link', { name: featuredServices[0]!.name })
    await expect.poll(() => firstService.isVisible()).toBe(false)
    await menu.getByRole('link', { name: 'Services', exact: true }).hover()
    expect(await firstService.isVisible()).toBe(true)
    expect(await servicesToggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.getByRole('heading', { level: 1 }).hover()
    expect(await firstService.isVisible()).toBe(false)
    await page.context().close()
  })

  test('the title links to /services and the list holds every featured service', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    expect(
      await menu.getByRole('link', { name: 'Services', exact: true }).getAttribute('href'),
    ).toBe('/services')
    await servicesToggle(page).click()
    const list = page.locator(`[id="${await servicesToggle(page).getAttribute('aria-controls')}"]`)
    const links = list.getByRole('link')
    expect(await links.count()).toBe(9)
    for (const [index, service] of featuredServices.entries()) {
      expect(await links.nth(index).textContent()).toBe(service.name)
      expect(await links.nth(index).getAttribute('href')).toBe(service.path)
    }
    await page.context().close()
  })

  test('works by keyboard: Enter opens, Tab reaches the services, Escape closes and returns focus', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    await servicesToggle(page).focus()
    await page.keyboard.press('Enter')
    expect(await servicesToggle(page).getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      featuredServices[0]!.name,
    )
    await page.keyboard.press('Escape')
    expect(await servicesToggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
      'false',
    )
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    expect(await servicesToggle(page).getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })

  test('Careers is hidden from the top navigation but linked in the footer', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Services', 'Blog', 'About', 'Contact']),
    )
    expect(await nav.getByRole('link', { name: 'Careers' }).count()).toBe(0)
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).count()).toBe(
      1,
    )
    await page.context().close()
  })
})

describe('menu drawer (375 px)', () => {
  test('opens as a modal, keeps focus inside, closes on Escape and returns focus to the toggle', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    expect(await page.getByRole('navigation', { name: 'Main' }).first().isVisible()).toBe(false)
    await toggle.click()
    const drawer = page.getByRole('dialog', { name: 'Main' })
    expect(await drawer.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body || Boolean(active?.closest('dialog[open]'))
      })
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(await drawer.isVisible()).toBe(false)
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      ),
    ).toContain('Open menu')
    await page.context().close()
  })

  test('the close button closes it; a link in it navigates and closes it', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    expect(await page.getByRole('dialog').isVisible()).toBe(false)
    await toggle.click()
    await page.getByRole('dialog').locator('summary', { hasText: 'Show services' }).click()
    await page.getByRole('dialog').getByRole('link', { name: featuredServices[0]!.name }).click()
    await page.waitForURL(`**${featuredServices[0]!.path}`)
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false)
    await page.context().close()
  })
})

describe('sticky call to action', () => {
  test('is a tel: link visible at 375 px and hidden at 1280 px', async () => {
    const small = await openPage(browser, { viewport: phone })
    await visit(small, '/about')
    const sticky = small.getByRole('link', { name: 'Free Consultation Today!' })
    expect(await sticky.isVisible()).toBe(true)
    expect(await sticky.getAttribute('href')).toBe('tel:+12175550142')
    const box = await sticky.boundingBox()
    expect(box && box.y + box.height).toBeGreaterThan(phone.height - 90)
    await small.context().close()

    const large = await openPage(browser, { viewport: desktop })
    await visit(large, '/about')
    expect(await large.getByRole('link', { name: 'Free Consultation Today!' }).isVisible()).toBe(
      false,
    )
    await large.context().close()
  })
})

describe('shell on every page', () => {
  test('top bar, logo to /, footer parts and the current year', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/careers')
    const banner = page.getByRole('banner')
    expect(await banner.getByText('Open 24/7').isVisible()).toBe(true)
    expect(
      await banner.getByRole('link', { name: 'Request Free Quote' }).getAttribute('href'),
    ).toBe('/contact?from=%2Fcareers#contact-form')
    expect(
      await banner.getByRole('link', { name: 'Canopy Tree Care home' }).getAttribute('href'),
    ).toBe('/')
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('heading', { name: 'Our Services' }).isVisible()).toBe(true)
    expect(await footer.getByRole('heading', { name: 'Useful Links' }).isVisible()).toBe(true)
    expect(await footer.getByText(`© ${new Date().getFullYear()}`).count()).toBe(1)
    expect(await footer.getByRole('link', { name: 'Back to top' }).getAttribute('href')).toBe(
      '#top',
    )
    expect(
      await footer.getByRole('link', { name: 'Canopy Tree Care home' }).getAttribute('href'),
    ).toBe('/')
    await page.context().close()
  })

  test("the copyright year is the visitor's current year, not the year of the build", async () => {
    const page = await openPage(browser, { viewport: desktop })
    const later = new Date(new Date().getFullYear() + 3, 0, 1, 9)
    await page.clock.setFixedTime(later)
    await visit(page, '/careers')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => footer.getByText(`© ${later.getFullYear()}`).count()).toBe(1)
    await page.context().close()
  })

  test('the map loads nothing until the visitor scrolls near it, then embeds the city', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 400 } })
    const mapRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('google.com/maps')) mapRequests.push(request.url())
    })
    await visit(page, '/services')
    expect(await page.locator('iframe').count()).toBe(0)
    expect(mapRequests).toEqual([])
    await page
      .getByRole('heading', { name: 'Proudly serving Springfield and nearby towns' })
      .scrollIntoViewIfNeeded()
    const frame = page.locator('iframe[title="Map of our service area"]')
    await frame.waitFor()
    const src = new URL((await frame.getAttribute('src')) ?? '')
    expect(src.searchParams.get('q')).toBe('Springfield, IL')
    expect(src.searchParams.has('key')).toBe(false)
    await page.context().close()
  })
})
