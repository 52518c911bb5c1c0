import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { featuredServices } from '~/content/services'
import { faq } from '~/content/faq'
import { pagePaths, postPaths, servicePaths } from '~/lib/site-routes'
import { desktop, hydrateIsland, launchBrowser, lighthousePhone, openPage, phone } from './browser'
import { fontConfigurations, fontconfigFile } from './font-configurations'
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts'

const contentPosts = readPostFiles()

// Pages are HTML: every control works from the first paint, also with JavaScript off; with it,
// inline scripts finish the controls and islands take over without losing what the visitor did.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const everyPage = [...pagePaths, ...postPaths(contentPosts.map((post) => post.slug))]

const drawer = (page: Page) => page.locator('dialog[aria-label="Main"]')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first()

async function walkDrawer(page: Page, from: string) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect.poll(() => drawer(page).isVisible()).toBe(true)
  // A native <summary>: the browser exposes it as a disclosure, not as a button role.
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

async function cardOffset(page: Page, slide: number): Promise<number> {
  const card = page.locator(`#testimonial-${slide} figure`)
  const viewport = page.locator('[data-carousel-track]').locator('..')
  const [cardBox, viewportBox] = [await card.boundingBox(), await viewport.boundingBox()]
  return Math.round((cardBox?.x ?? 0) - (viewportBox?.x ?? 0))
}

// A looser bound than the bench's CLS budget: a font may land mid-frame.
async function expectHeldStill(page: Page, viewport: { width: number }) {
  const shifts = await layoutShifts(page)
  expect(
    totalShift(shifts),
    `${viewport.width} px:\n${describeShifts(shifts)}`,
  ).toBeLessThanOrEqual(0.02)
}

function collectConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
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
    // The whole card is in view, not the gutter before it.
    await expect.poll(() => cardOffset(page, 3)).toBe(0)
    await page.context().close()
  })
})

describe("with script: the page's inline scripts finish the controls", () => {
  test('Services is a disclosure: aria-expanded tells the truth, Escape closes it and returns focus', async () => {
    const page = await openPage(browser, { viewport: desktop })
    const messages = collectConsole(page)
    await page.goto('/')
    const toggle = mainNav(page).getByRole('button', { name: 'Show services' })
    const visibleLinks = () => mainNav(page).locator('li li a').filter({ visible: true }).count()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await visibleLinks()).toBe(9)
    await page.mouse.move(5, 600)
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await visibleLinks()).toBe(0)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await visibleLinks()).toBe(0)
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('the menu drawer is a modal dialog: the page behind it is inert; Escape closes it (375 px)', async () => {
    const page = await openPage(browser, { viewport: phone })
    await page.goto('/services')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    expect(await drawer(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer(page).isVisible()).toBe(false)
    // The dialog's close event, which says so and gives focus back, comes a task after it hides.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
    await walkDrawer(page, '/services')
    await page.context().close()
  })

  test('the map placeholder becomes the map once it nears the viewport, in the same box', async () => {
    const page = await openPage(browser, { viewport: phone })
    await recordLayoutShifts(page)
    await page.goto('/about')
    const map = page.locator('section[aria-labelledby="map-heading"]')
    expect(await map.locator('iframe').count()).toBe(0)
    await map.scrollIntoViewIfNeeded()
    await expect.poll(() => map.locator('iframe').count()).toBe(1)
    expect(await map.locator('iframe').getAttribute('title')).toBe('Map of our service area')
    expect(totalShift(await layoutShifts(page))).toBe(0)
    await page.context().close()
  })
})

describe('islands', () => {
  // Its HTML is there, React is not yet.
  async function holdChunk(page: Page, name: string): Promise<() => void> {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(new RegExp(`/static/js/${name}-[^/]+\\.js$`), async (route: Route) => {
      await released
      await route.continue()
    })
    return release
  }

  test('/: carousel pagination moves a slide once the island runs', async () => {
    const page = await openPage(browser, { viewport: desktop })
    const messages = collectConsole(page)
    await page.goto('/')
    await hydrateIsland(page, 'testimonials')
    const second = page.getByRole('link', { name: 'Show testimonial 2' })
    expect(await second.getAttribute('aria-current')).toBeNull()
    await second.click()
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true')
    // Moved by the carousel itself, not by the browser's native scroll.
    expect(await trackScroll(page)).toBe(0)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('a carousel dot tapped before the island runs is not lost: the carousel starts there', async () => {
    const page = await openPage(browser, { viewport: phone })
    const messages = collectConsole(page)
    const release = await holdChunk(page, 'testimonials-carousel')
    await page.goto('/')
    await page.getByRole('link', { name: 'Show testimonial 3' }).click()
    await expect.poll(() => trackScroll(page)).toBeGreaterThan(0)
    release()
    await hydrateIsland(page, 'testimonials')
    const third = page.getByRole('link', { name: 'Show testimonial 3' })
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true')
    const slide = page.locator('#testimonial-3')
    const viewport = page.locator('[data-carousel-track]').locator('..')
    const [slideBox, viewportBox] = [await slide.boundingBox(), await viewport.boundingBox()]
    expect(Math.abs((slideBox?.x ?? 0) + 50 - (viewportBox?.x ?? 0))).toBeLessThan(2)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('an island whose chunk fails keeps its HTML working, says ChunkLoadError, and runs when it is reached again', async () => {
    const page = await openPage(browser, { viewport: phone })
    const messages = collectConsole(page)
    let requests = 0
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    // The retry is held until the HTML has been checked on its own.
    await page.route(/\/static\/js\/testimonials-carousel-[^/]+\.js$/, async (route: Route) => {
      if (requests++ === 0) return route.abort('connectionreset')
      await released
      await route.continue()
    })
    await page.goto('/')
    const carousel = page.locator('[data-island="testimonials"]')
    await carousel.scrollIntoViewIfNeeded()
    await expect.poll(() => messages.join('\n')).toContain('Loading chunk testimonials failed')
    // The HTML still works: a dot scrolls the native track, and reaches into the island again.
    await page.getByRole('link', { name: 'Show testimonial 2' }).click()
    await expect.poll(() => trackScroll(page)).toBeGreaterThan(0)
    expect(await carousel.getAttribute('data-island-hydrated')).toBeNull()
    await expect.poll(() => requests).toBe(2)
    release()
    await page.locator('[data-island="testimonials"][data-island-hydrated="true"]').waitFor()
    expect(requests).toBe(2)
    await page.context().close()
  })
})

describe('every route loads cleanly and holds still', () => {
  for (const path of [...everyPage, '/a-page-that-does-not-exist']) {
    test(`${path}: no console error (React 418/423/425 when an island hydrates), no layout shift (412 and 1280 px)`, async () => {
      for (const viewport of [lighthousePhone, desktop]) {
        const page = await openPage(browser, { viewport })
        const messages = collectConsole(page)
        await recordLayoutShifts(page)
        await page.goto(path)
        // Late errors come within the network's quiet.
        for (const island of await page.locator('[data-island]').all())
          await island.scrollIntoViewIfNeeded()
        await expect
          .poll(() => page.locator('[data-island]:not([data-island-hydrated])').count())
          .toBe(0)
        await page.waitForLoadState('networkidle')
        // The missing page's own 404 response is the one expected message.
        expect(messages.filter((message) => !/status of 404/.test(message))).toEqual([])
        await expectHeldStill(page, viewport)
        await page.context().close()
      }
    })
  }
})

describe("the home page's lazily loaded sections: in the HTML, drawn as the visitor nears them", () => {
  test('from the FAQ on, skipped while far from view, drawn when scrolled to; never on a first screen, never the footer', async () => {
    for (const viewport of [phone, lighthousePhone, desktop]) {
      const page = await openPage(browser, { viewport })
      await page.goto('/')
      const lazy = page.locator('.drawn-when-near')
      expect(await lazy.count()).toBeGreaterThan(0)
      // A part drawn lazily on the first screen would show at its placeholder height first.
      const firstTop = await lazy.first().evaluate((part) => part.getBoundingClientRect().top)
      expect(firstTop, `${viewport.width} px`).toBeGreaterThan(viewport.height)
      const question = page.getByRole('heading', { name: faq[0]!.question })
      const drawn = () =>
        question.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
      expect(await drawn(), `${viewport.width} px: the FAQ is skipped at first`).toBe(false)
      await question.scrollIntoViewIfNeeded()
      await expect.poll(drawn, { message: `${viewport.width} px: the FAQ drawn` }).toBe(true)
      // axe reads the footer's contrast by hit testing, so it must be drawn from the start.
      const footerSkippable = await page.getByRole('contentinfo').evaluate((footer) => {
        for (let part: Element | null = footer; part; part = part.parentElement)
          if (getComputedStyle(part).contentVisibility !== 'visible') return true
        return false
      })
      expect(footerSkippable, `${viewport.width} px: the footer may be skipped`).toBe(false)
      await page.context().close()
    }
  })
})

const keyRoutes = ['/', '/contact', servicePaths[0]!, postPaths([contentPosts[0]!.slug])[0]!]

// fonts.check() says yes for a font the page lacks.
const fontLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Figtree Variable') && face.status === 'loaded',
    ),
  )

const openWithFontCached = async (browser: Browser, viewport: typeof desktop) => {
  const page = await openPage(browser, { viewport })
  await page.goto('/about')
  await expect.poll(() => fontLoaded(page)).toBe(true)
  return page
}

describe("the brand's web font: optional, not preloaded, and nothing moves for it", () => {
  test('the font is not preloaded, and the page paints while its file is held back', async () => {
    const page = await openPage(browser, { viewport: phone })
    // The font's file is held until the end of the test: the page must paint its words without it.
    let releaseFont = () => {}
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld
      await route.continue().catch(() => {})
    })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1)
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    releaseFont()
    await page.context().close()
  })

  test("running text is painted in the reader's sans; headings and bold words are set in Figtree", async () => {
    const page = await openWithFontCached(browser, desktop)
    await page.goto('/')
    await expect.poll(() => fontLoaded(page)).toBe(true)
    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily)
    expect(await family('main p:not([class*="font-"])')).not.toMatch(/Figtree/)
    expect(await family('main h2')).toMatch(/^"?Figtree Variable/)
    expect(await family('main .font-bold')).toMatch(/^"?Figtree Variable/)
    await page.context().close()
  })

  test('without script the font comes too', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/')
    await expect.poll(() => fontLoaded(page)).toBe(true)
    await page.context().close()
  })
})

for (const fonts of fontConfigurations)
  describe(`with the fonts of ${fonts.name}, nothing moves for the brand's font`, () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser({ fontconfigFile: fontconfigFile(fonts) })
    })
    afterAll(() => browser.close())

    test(`a page without the brand's font is set in ${fonts.fallback}`, async () => {
      const page = await openPage(browser, { viewport: phone })
      await page.route(/\.woff2$/, (route) => route.abort())
      await page.goto('/')
      await page.evaluate(() => document.fonts.ready)
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      )
      expect(faces).toContain(fonts.fallback)
      await page.context().close()
    })

    test(`at every weight set in Figtree, its words are as wide in ${fonts.fallback}`, async () => {
      const page = await openWithFontCached(browser, desktop)
      await page.goto('/')
      await expect.poll(() => fontLoaded(page)).toBe(true)
      const ratios = await page.evaluate(async (fallback) => {
        const strong = [...document.querySelectorAll('body *')].filter(
          (element) =>
            getComputedStyle(element).fontFamily.includes('Figtree') &&
            (element.textContent?.trim().length ?? 0) > 10,
        )
        const words = strong.map((element) => element.textContent?.trim() ?? '')
        const weights = new Set(strong.map((element) => getComputedStyle(element).fontWeight))
        // Added under its own name with no failure period: the page's `display: optional` face
        // may load too late on a busy machine and stay unused.
        const style = document.querySelector<HTMLStyleElement>('style#web-fonts')
        const rules = [...(style?.sheet?.cssRules ?? [])]
        const figtree = rules.find(
          (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
        )!
        const reference = new FontFace('Figtree Reference', figtree.style.getPropertyValue('src'), {
          weight: figtree.style.getPropertyValue('font-weight'),
          unicodeRange: figtree.style.getPropertyValue('unicode-range'),
          display: 'block',
        })
        document.fonts.add(await reference.load())
        // Each face loads when first used (the local ones too): measure only once both are in.
        for (const weight of weights)
          for (const family of [`'${fallback}'`, "'Figtree Reference'"])
            await document.fonts.load(`${weight} 100px ${family}`, words.join(' '))
        const probe = document.createElement('span')
        probe.style.cssText = 'position:absolute;white-space:nowrap;font-size:100px'
        document.body.append(probe)
        const width = (family: string, weight: string) => {
          probe.style.fontFamily = family
          probe.style.fontWeight = weight
          return words.reduce((sum, text) => {
            probe.textContent = text
            return sum + probe.getBoundingClientRect().width
          }, 0)
        }
        const result = Object.fromEntries(
          [...weights].map((weight) => [
            weight,
            width(`'${fallback}'`, weight) / width("'Figtree Reference'", weight),
          ]),
        )
        probe.remove()
        return result
      }, fonts.fallback)
      expect(Object.keys(ratios).length).toBeGreaterThan(2)
      for (const [weight, ratio] of Object.entries(ratios))
        expect(
          Math.abs(ratio - 1),
          `font-weight ${weight}: fallback/Figtree = ${ratio}`,
        ).toBeLessThan(0.01)
      await page.context().close()
    })

    for (const path of keyRoutes)
      test(`${path}: nothing on the first screen moves between the fallback and the font (375, 412, 1280 px)`, async () => {
        const firstScreen = async (viewport: { width: number; height: number }, font: boolean) => {
          const page = await openPage(browser, { viewport, javaScriptEnabled: false })
          if (!font) await page.route(/\.woff2$/, (route) => route.abort())
          else {
            // From the cache, the optional font is there at the first layout and is used.
            await page.goto('/about')
            await expect.poll(() => fontLoaded(page)).toBe(true)
          }
          await page.goto(path)
          await page.evaluate(() => document.fonts.ready)
          expect(await fontLoaded(page)).toBe(font)
          const boxes = await page.evaluate(() =>
            [...document.querySelectorAll('body :is(h1, h2, h3, p, li, a, button, summary)')]
              .map((element) => {
                const box = element.getBoundingClientRect()
                const text = element.textContent?.trim().slice(0, 30)
                return { text, top: Math.round(box.top), height: Math.round(box.height) }
              })
              .filter((box) => box.top < window.innerHeight),
          )
          await page.context().close()
          return boxes
        }
        for (const viewport of [phone, lighthousePhone, desktop]) {
          const [painted, swapped] = [
            await firstScreen(viewport, false),
            await firstScreen(viewport, true),
          ]
          // A line's box may round differently in the two fonts; a re-wrapped line moves far more.
          expect(painted.length, `${viewport.width} px`).toBe(swapped.length)
          for (const [index, box] of painted.entries()) {
            const after = swapped[index]!
            expect(
              Math.abs(box.top - after.top),
              `${viewport.width} px: ${box.text}`,
            ).toBeLessThanOrEqual(2)
            expect(
              Math.abs(box.height - after.height),
              `${viewport.width} px: ${box.text}`,
            ).toBeLessThanOrEqual(2)
          }
        }
      })

    for (const path of keyRoutes)
      test(`${path}: no layout shift while it loads (412 and 1280 px)`, async () => {
        for (const viewport of [lighthousePhone, desktop]) {
          const page = await openPage(browser, { viewport })
          await recordLayoutShifts(page)
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await expectHeldStill(page, viewport)
          await page.context().close()
        }
      })
  })
