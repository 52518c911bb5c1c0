import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { faq } from '~/content/faq'
import { testimonials } from '~/content/testimonials'
import { baseURL, desktop, launchBrowser, openPage, phone, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

function decodeEntities(html: string): string {
  return html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

test('the pre-rendered home HTML holds all 20 questions, the testimonials and the long text', async () => {
  const html = decodeEntities(await (await fetch(`${baseURL}/`)).text())
  for (const entry of faq) expect(html).toContain(entry.question)
  for (const testimonial of testimonials) expect(html).toContain(testimonial.quote)
  expect(html).toContain('Pests and diseases to watch for in Sangamon County')
})

test('with JavaScript disabled the lazy sections are readable', async () => {
  const page = await openPage(browser, { javaScriptEnabled: false, viewport: phone })
  await page.goto('/')
  expect(await page.getByRole('heading', { level: 3, name: faq[0]!.question }).isVisible()).toBe(
    true,
  )
  await page.getByText(faq[0]!.question).click()
  expect(await page.getByText(faq[0]!.answer).isVisible()).toBe(true)
  expect(await page.getByText(testimonials[0]!.quote, { exact: false }).isVisible()).toBe(true)
  await page.context().close()
})

async function readyCarousel(page: Page) {
  const carousel = page.getByRole('region', { name: 'Testimonials', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await carousel.locator('.overflow-hidden').waitFor()
  return carousel
}

async function visibleSlides(page: Page): Promise<number> {
  const carousel = await readyCarousel(page)
  return carousel.locator('figure').evaluateAll((cards) => {
    const viewport = cards[0]!
      .closest('[data-carousel-track]')!
      .parentElement!.getBoundingClientRect()
    return cards.filter((card) => {
      const box = card.getBoundingClientRect()
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1
    }).length
  })
}

describe('testimonials carousel', () => {
  test('shows 1 slide at 375 px', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/')
    await expect.poll(() => visibleSlides(page)).toBe(1)
    await page.context().close()
  })

  test('shows 2 slides at 1024 px, 50 px apart', async () => {
    const page = await openPage(browser, { viewport: { width: 1024, height: 900 } })
    await visit(page, '/')
    await expect.poll(() => visibleSlides(page)).toBe(2)
    const gap = await page
      .locator('[aria-roledescription="slide"] figure')
      .evaluateAll((figures) => {
        const [first, second] = figures.map((figure) => figure.getBoundingClientRect())
        return Math.round(second!.left - first!.right)
      })
    expect(gap).toBe(50)
    await page.context().close()
  })

  test('a pagination button moves to its slide and marks itself current', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/')
    const carousel = await readyCarousel(page)
    const firstSlide = carousel.locator('[aria-roledescription="slide"]').first()
    const before = (await firstSlide.boundingBox())!.x
    await carousel.getByRole('link', { name: 'Show testimonial 3' }).click()
    await expect
      .poll(() =>
        carousel.getByRole('link', { name: 'Show testimonial 3' }).getAttribute('aria-current'),
      )
      .toBe('true')
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).not.toBe(before)
    const third = carousel.locator('[aria-roledescription="slide"]').nth(2)
    await expect.poll(async () => Math.round((await third.boundingBox())!.x)).toBeLessThan(40)
    await page.context().close()
  })
})

describe('/tree-health-assessments', () => {
  test('the server answers 301 to /tree-health-consulting', async () => {
    const response = await fetch(`${baseURL}/tree-health-assessments`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/tree-health-consulting')
  })

  test('a link to it lands on /tree-health-consulting', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Tree health assessments' })
      .click()
    await page.waitForURL('**/tree-health-consulting')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/health/i)
    await page.context().close()
  })
})

test('every tel: click pushes phone_call_click with its placement to dataLayer', async () => {
  const page = await openPage(browser, { viewport: phone })
  await visit(page, '/')
  await page.evaluate(() => {
    // Keep the page: stop the browser from handing tel: to the operating system.
    document.addEventListener('click', (event) => event.preventDefault())
  })
  await page.getByRole('link', { name: 'Free Consultation Today!' }).click()
  await page
    .getByRole('banner')
    .getByRole('link', { name: /555-0142/ })
    .click()
  const events = await page.evaluate(() => window.dataLayer)
  expect(events).toEqual([
    { event: 'phone_call_click', placement: 'sticky' },
    { event: 'phone_call_click', placement: 'top-bar' },
  ])
  await page.context().close()
})

test.each(['/tree-removal', '/emergency-tree-services'])(
  'every phone number in the copy of %s is a tel: link, the second number too',
  async (path) => {
    const html = await (await fetch(`${baseURL}${path}`)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toMatch(/<a href="tel:\+12175550199"[^>]*>\(217\) 555-0199<\/a>/)
    const text = main.replace(/<a [^>]*>.*?<\/a>/g, '').replace(/<[^>]+>/g, ' ')
    expect(text).not.toMatch(/\(?\d{3}\)?[ .-]\d{3}-\d{4}/)
  },
)
