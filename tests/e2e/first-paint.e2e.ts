import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { featuredServices } from '~/content/services'
import { faq } from '~/content/faq'
import { notFoundPath, pagePaths, postPaths, servicePaths } from '~/lib/site-routes'
import { desktop, launchBrowser, lighthousePhone, openPage, phone } from './browser'
import { COMPILE_HINT } from '../../scripts/vite-compile-hints'
import { WEB_FONTS_COOKIE, WEB_FONTS_STYLE_ID } from '~/lib/web-fonts'
import { FIRST_SCREEN_END_ID } from '~/components/layout/first-screen-end'
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts'

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

/** The routes a visitor lands on most: the home page, the contact page, a service page, a post. */
const keyRoutes = ['/', '/contact', servicePaths[0]!, postPaths([contentPosts[0]!.slug])[0]!]

describe('hydration waits for the first contentful paint', () => {
  for (const path of keyRoutes) {
    test(`${path}: nothing but the page is requested before the first contentful paint, then it hydrates`, async () => {
      const page = await openPage(browser, { viewport: phone })
      const messages = collectConsole(page)
      await page.goto(path)
      await hydrated(page)
      const { paint, requests } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        // Every file the page asked for: scripts, the font, images, the icon sprite if it were one.
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      expect(paint).toBeGreaterThan(0)
      // The client entry among them: hydration came from these requests.
      expect(requests.map((request) => request.name)).toContainEqual(
        expect.stringMatching(/^\/assets\/entry\.client-/),
      )
      // The stylesheet, the icons and a post's cover drawing are inside the page; the font and the
      // scripts come after the paint.
      // (The home page links the tab's icon as a file, for Google's favicon crawler: see root.tsx.)
      for (const request of requests.filter((request) => request.name !== '/favicon.svg'))
        expect(request.startTime, request.name).toBeGreaterThanOrEqual(paint!)
      if (path !== '/')
        expect(requests.map((request) => request.name)).not.toContain('/favicon.svg')
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

describe('the first frame holds the whole first screen (Chromium waits for its end marker)', () => {
  for (const path of [...everyPage, notFoundPath]) {
    test(`${path}: on a slow connection, the first frame comes only once the first screen is read`, async () => {
      const page = await openPage(browser, { viewport: lighthousePhone })
      // The page arrives over many frames, as on a weak signal.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: 100_000,
        uploadThroughput: 100_000,
      })
      // What the first frame had read: the marker, and everything the page says before it.
      await page.addInitScript((id) => {
        requestAnimationFrame(() => {
          document.documentElement.dataset.firstFrameRead = String(
            document.getElementById(id) !== null,
          )
        })
      }, FIRST_SCREEN_END_ID)
      await page.goto(path, { waitUntil: 'load' })
      expect(await page.locator(`#${FIRST_SCREEN_END_ID}`).count(), 'one end marker').toBe(1)
      expect(
        await page.evaluate(() => document.documentElement.dataset.firstFrameRead),
        'the first frame came before the end of the first screen was read',
      ).toBe('true')
      await page.context().close()
    })
  }
})

type TraceEvent = {
  name: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { data?: { url?: string } }
}

/**
 * Loads the path with Chromium's timeline traced and counts the page's own inline scripts during
 * which the browser laid the page out: a layout inside a script is one the script forced, in the
 * parser's task, as the parser reached it.
 */
async function inlineScriptsThatLaidOut(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  // The protocol's types call trace events string maps; they are Chromium's trace event objects.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' })
  await page.goto(path, { waitUntil: 'load' })
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await traced
  const layouts = events.filter((event) => event.name === 'Layout')
  const inlineScripts = events.filter(
    (event) =>
      event.name === 'EvaluateScript' &&
      event.dur !== undefined &&
      event.args?.data?.url === page.url(),
  )
  return inlineScripts.filter((script) =>
    layouts.some(
      (layout) =>
        layout.pid === script.pid &&
        layout.tid === script.tid &&
        layout.ts >= script.ts &&
        layout.ts <= script.ts + script.dur!,
    ),
  ).length
}

describe('a long page is laid out a chapter at a time while it is read', () => {
  // The pages with chapters of their own in <main>; every page ends with the map and the footer.
  for (const path of ['/', '/contact']) {
    test(`${path}: each chapter is laid out by the parser as soon as it is read`, async () => {
      // On loopback the whole page has arrived before the first frame. Without a layout at the
      // end of each chapter, the parser read most of the page first and the first frame laid it
      // all out in one task (6 of 8 loads of /).
      // A frame that comes between a chapter's last element and its script lays the chapter out
      // itself, and the script then finds nothing left to do: at full speed every chapter's script
      // lays out, but a run beside the other test files counted 8 of /'s 9. The build without
      // the scripts: none.
      const page = await openPage(browser, { viewport: lighthousePhone })
      const laidOut = await inlineScriptsThatLaidOut(page, path)
      const chapters = await page.locator('[data-lazy-section]').count()
      expect(chapters, 'the page has chapters after its first screen').toBeGreaterThanOrEqual(3)
      expect(
        laidOut,
        `inline scripts that laid out the page, for ${chapters} chapters`,
      ).toBeGreaterThanOrEqual(Math.ceil(chapters / 2))
      await page.context().close()
    })
  }
})

describe('the modules every page runs at startup are compiled while they stream in', () => {
  for (const path of keyRoutes) {
    test(`${path}: the client entry's and the root route's modules start with V8's compile hint, the page's own route module does not`, async () => {
      const page = await openPage(browser, { viewport: phone })
      await page.goto(path)
      await hydrated(page)
      // What the browser receives (brotli, as the server sends it), for each module React Router lists.
      const modules = await page.evaluate(async () => {
        type ManifestEntry = { module: string; imports?: string[] }
        const manifest = (
          window as unknown as {
            __reactRouterManifest: { entry: ManifestEntry; routes: Record<string, ManifestEntry> }
          }
        ).__reactRouterManifest
        const requested = new Set(
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        )
        const { entry, routes } = manifest
        const startup = [entry, routes.root!].flatMap((item) => [
          item.module,
          ...(item.imports ?? []),
        ])
        const own = Object.entries(routes)
          .filter(([id, route]) => id !== 'root' && requested.has(route.module))
          .map(([, route]) => route.module)
        const firstLine = async (url: string) => (await (await fetch(url)).text()).split('\n', 1)[0]
        return {
          startup: await Promise.all(startup.map(async (url) => [url, await firstLine(url)])),
          own: await Promise.all(own.map(async (url) => [url, await firstLine(url)])),
        }
      })
      const hintLine = COMPILE_HINT.trimEnd()
      expect(modules.startup.length).toBeGreaterThan(2)
      for (const [url, line] of modules.startup) expect(line, url).toBe(hintLine)
      expect(modules.own.length).toBeGreaterThan(0)
      for (const [url, line] of modules.own) expect(line, url).not.toContain(hintLine)
      await page.context().close()
    })
  }
})

describe('every route hydrates cleanly and holds still', () => {
  for (const path of [...everyPage, '/a-page-that-does-not-exist']) {
    test(`${path}: no console error or hydration warning (React 418/423/425), no layout shift while it loads (412 and 1280 px)`, async () => {
      for (const viewport of [lighthousePhone, desktop]) {
        const page = await openPage(browser, { viewport })
        const messages = collectConsole(page)
        await recordLayoutShifts(page)
        await page.goto(path)
        await hydrated(page)
        // Late errors (a lazy section hydrating, the web font's swap) come within the network's quiet.
        await page.waitForLoadState('networkidle')
        // The missing page's own 404 response is the one expected message.
        expect(messages.filter((message) => !/status of 404/.test(message))).toEqual([])
        // The bench holds Lighthouse's CLS to 0.01; here a margin for a font swap landing mid-frame.
        // What this catches: a chapter painted at a placeholder size first (content-visibility on
        // the first screen moved /thank-you by 0.08-0.15), a re-wrap when the font arrives.
        const shifts = await layoutShifts(page)
        expect(
          totalShift(shifts),
          `${viewport.width} px:\n${describeShifts(shifts)}`,
        ).toBeLessThanOrEqual(0.02)
        await page.context().close()
      }
    })
  }
})

describe("the first screen does not wait for the brand's web font", () => {
  /** Holds every font request until the test lets it go; resolves the held requests' count. */
  async function holdFonts(page: Page) {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held: string[] = []
    await page.route(/\.woff2$/, async (route: Route) => {
      held.push(route.request().url())
      await released
      await route.continue()
    })
    return { release, held }
  }

  /** Is the brand's font in the page and loaded? (fonts.check() says yes for a font it lacks.) */
  const fontLoaded = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Figtree Variable') && face.status === 'loaded',
      ),
    )

  /** The font is fetched when the browser is idle after hydration: give a busy machine time. */
  const IDLE_WAIT = { timeout: 10_000 }

  /** Once a first page has fetched the font for the next one (the browser's cache has it). */
  const fontCached = (page: Page) =>
    expect
      .poll(
        async () =>
          (await page.context().cookies()).find((cookie) => cookie.name === WEB_FONTS_COOKIE),
        IDLE_WAIT,
      )
      .toMatchObject({ value: expect.stringMatching(/\.woff2$/) })

  /** A page whose browser has visited one page before (`/about`), so the font is in its cache. */
  const openWithFontCached = async (viewport: typeof desktop) => {
    const page = await openPage(browser, { viewport })
    await page.goto('/about')
    await fontCached(page)
    return page
  }

  /** When the page first painted, and when it asked for the font file (if it did). */
  const paintAndFontStart = (page: Page) =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fontStart: performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('.woff2'))?.startTime,
    }))

  const animationFrames = (page: Page) =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )

  for (const viewport of [phone, lighthousePhone, desktop]) {
    test(`${viewport.width} px, a first visit: the hero is painted in the fallback, the font is fetched once hydrated, for the next page, and nothing moves`, async () => {
      const page = await openPage(browser, { viewport })
      await recordLayoutShifts(page)
      const fonts = await holdFonts(page)
      await page.goto('/', { waitUntil: 'commit' })
      const hero = page.getByRole('heading', { level: 1 })
      await hero.waitFor()
      await hydrated(page)
      expect(await hero.isVisible()).toBe(true)
      await expect.poll(() => fonts.held.length, IDLE_WAIT).toBeGreaterThan(0)
      const before = await hero.boundingBox()

      fonts.release()
      await fontCached(page)
      await animationFrames(page)
      // The font was asked for once the page was hydrated (its client entry in), after the paint.
      const { paint, fontStart } = await paintAndFontStart(page)
      const entryEnd = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname.startsWith('/assets/entry.client-'))
            ?.responseEnd,
      )
      expect(fontStart).toBeGreaterThan(paint)
      expect(fontStart).toBeGreaterThan(entryEnd!)
      // This page keeps the fallback: it is laid out once, and nothing moved.
      expect(await fontLoaded(page)).toBe(false)
      const shifts = await layoutShifts(page)
      expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01)
      expect(await hero.boundingBox()).toEqual(before)
      await page.context().close()
    })

    test(`${viewport.width} px, the next page: the strong type is set in Figtree from the first paint, and nothing moves`, async () => {
      const page = await openWithFontCached(viewport)
      await recordLayoutShifts(page)
      await page.goto('/')
      await hydrated(page)
      await expect.poll(() => fontLoaded(page)).toBe(true)
      // Asked for before the first paint this time, from the cache, so the text waited for it
      // (at most the short block period of `display: optional`) instead of changing after it.
      const { paint, fontStart } = await paintAndFontStart(page)
      expect(fontStart).toBeLessThan(paint)
      const shifts = await layoutShifts(page)
      expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01)
      await page.context().close()
    })
  }

  test('the next page, with its font slower than the browser waits: the fallback stays for the page, the font is never swapped in', async () => {
    const page = await openWithFontCached(lighthousePhone)
    // Held past the block period, as a file evicted from the cache and fetched anew would be.
    const fonts = await holdFonts(page)
    await recordLayoutShifts(page)
    // Not waiting for the load event: the held font holds it back.
    await page.goto('/', { waitUntil: 'commit' })
    await hydrated(page)
    await expect.poll(() => fonts.held.length).toBeGreaterThan(0)
    await page.waitForTimeout(500)
    fonts.release()
    await page.evaluate(() => document.fonts.ready)
    await animationFrames(page)
    // The face came, but too late for this page: even text laid out now is set in the fallback.
    const widths = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;white-space:nowrap;font:700 40px monospace'
      probe.textContent = 'Emergency tree removal, 24/7'
      document.body.append(probe)
      const fallback = probe.getBoundingClientRect().width
      probe.style.fontFamily = "'Figtree Variable', monospace"
      const figtreeFirst = probe.getBoundingClientRect().width
      probe.remove()
      return { fallback, figtreeFirst }
    })
    expect(widths.figtreeFirst).toBe(widths.fallback)
    const shifts = await layoutShifts(page)
    expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01)
    await page.context().close()
  })

  test("running text is painted once in the reader's sans; headings and bold words are set in Figtree", async () => {
    const page = await openWithFontCached(desktop)
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

  test('at every weight set in Figtree, its words are as wide in the fallback', async () => {
    const page = await openWithFontCached(desktop)
    await page.goto('/')
    await expect.poll(() => fontLoaded(page)).toBe(true)
    const ratios = await page.evaluate(async (fontStyleId) => {
      const strong = [...document.querySelectorAll('body *')].filter(
        (element) =>
          getComputedStyle(element).fontFamily.includes('Figtree') &&
          (element.textContent?.trim().length ?? 0) > 10,
      )
      const words = strong.map((element) => element.textContent?.trim() ?? '')
      const weights = new Set(strong.map((element) => getComputedStyle(element).fontWeight))
      // Figtree as the page's rule declares it, added under a name of its own with no failure
      // period: the page's face is `display: optional`, and on a busy machine its file can miss
      // the block period, leaving it loaded but unused for this page (text asking for it is then
      // set in the browser's default font, which CI once measured here as 1.055).
      const style = document.querySelector<HTMLStyleElement>(`style#${fontStyleId}`)
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
        for (const family of ["'Figtree Fallback'", "'Figtree Reference'"])
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
          width("'Figtree Fallback'", weight) / width("'Figtree Reference'", weight),
        ]),
      )
      probe.remove()
      return result
    }, WEB_FONTS_STYLE_ID)
    expect(Object.keys(ratios).length).toBeGreaterThan(2)
    for (const [weight, ratio] of Object.entries(ratios))
      expect(
        Math.abs(ratio - 1),
        `font-weight ${weight}: fallback/Figtree = ${ratio}`,
      ).toBeLessThan(0.01)
    await page.context().close()
  })

  for (const path of keyRoutes)
    test(`${path}: nothing on the first screen moves when the font arrives (375, 412, 1280 px)`, async () => {
      /** The box of every block of text on the first screen, with the font blocked or loaded. */
      const firstScreen = async (viewport: { width: number; height: number }, font: boolean) => {
        const page = await openPage(browser, { viewport, javaScriptEnabled: false })
        if (!font) await page.route(/\.woff2$/, (route) => route.abort())
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
        // A line's box may round a pixel differently in the two fonts; a re-wrapped line is 20+.
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

  test('without script the font comes too (the rule kept in <noscript>)', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/')
    await expect.poll(() => fontLoaded(page)).toBe(true)
    await page.context().close()
  })
})
