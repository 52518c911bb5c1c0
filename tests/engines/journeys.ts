// A failure names the engine, width and journey, and leaves a screenshot in reports/engines/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { contactContent } from '~/content/contact'
import { layoutContent } from '~/content/layout'
import { noticesContent } from '~/content/notices'
import { featuredServices } from '~/content/services'
import { faq } from '~/content/faq'
import { POST_IMAGE_SIZE } from '~/lib/blog'
import { COLOR_MODE_COOKIE } from '~/lib/color-mode'
import { pagePaths, postPaths } from '~/lib/site-routes'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { DRAW_EVERY_PART_CSS } from '../support/draw-every-part'
import { OWNER_ACCOUNT } from '../support/owner-account'
import { phonePhoto } from '../support/photos'
import { storedLeads } from '../support/stored-leads'
import { type EngineName, type EnginePage, launchEngine } from './engines'

const widths = [
  { label: '375 px', width: 375, height: 812 },
  { label: '1280 px', width: 1280, height: 900 },
] as const

const SCREENSHOTS = 'reports/engines'
// Tailwind's `lg`: below it the header has the menu drawer.
const FULL_NAVIGATION_WIDTH = 1024

const routes = [...pagePaths, ...postPaths(readPostFiles().map((post) => post.slug))]
const contrastRoutes = ['/', '/contact', featuredServices[0]!.path, routes.at(-1)!]

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

const drawerToggle = 'button[aria-haspopup="dialog"]'
const drawer = 'dialog.menu-drawer'
const mainNav = `nav[aria-label="${layoutContent.primaryNavLabel}"]`
const contactForm = 'form[name="contact"]'

function journey(
  name: string,
  context: { engine: EngineName; width: string; page: () => EnginePage },
  body: (page: EnginePage) => Promise<void>,
) {
  test(name, async () => {
    const page = context.page()
    try {
      await body(page)
    } catch (error) {
      mkdirSync(SCREENSHOTS, { recursive: true })
      const file = `${context.engine}-${context.width}-${name}`.replace(/[^a-z0-9]+/gi, '-')
      await page.screenshot(path.join(SCREENSHOTS, `${file}.png`)).catch(() => undefined)
      throw error
    }
  })
}

// A connection of its own: a pooled socket the proxy closed just as the next fetch reused it
// failed that fetch with "other side closed".
const fetchAlone = (route: string, baseURL: string) =>
  fetch(new URL(route, baseURL), { headers: { connection: 'close' } })

async function servedTitle(baseURL: string, route: string): Promise<string> {
  const response = await fetchAlone(route, baseURL)
  expect(response.status, `${route} answers`).toBe(200)
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? ''
}

const decodeEntities = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')

// The booked window's sentence up to its time, which the test reads from the page it picked on.
const bookedPrefix = contactContent.form.visit.booked.split('{when}')[0] ?? ''

/**
 * An open window the server wrote into /contact. The engines run side by side on one server, so
 * Firefox books from the front of the list and WebKit from the back: they never race for one.
 */
const windowFor = (page: EnginePage, engine: EngineName) =>
  page.evaluate(
    (selector: string, fromFront: boolean) => {
      const open = [
        ...document.querySelectorAll<HTMLInputElement>(`${selector} input[name="visit-window"]`),
      ]
        .map((input) => input.value)
        .filter(Boolean)
      return (fromFront ? open[1] : open.at(-2)) ?? ''
    },
    contactForm,
    engine === 'Firefox',
  )

function expectNoPageErrors(errors: string[]) {
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([])
}

async function horizontalOverflow(page: EnginePage): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

async function contrastViolations(page: EnginePage): Promise<string[]> {
  await page.run(axeSource)
  return page.evaluate(async (drawEveryPart: string) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[]
        }>
      }
    }
    // Scroll through once, so lazily drawn sections are judged in their final state.
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    const drawn = document.createElement('style')
    drawn.textContent = drawEveryPart
    document.head.append(drawn)
    const result = await axe.run(
      { exclude: [['iframe']] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    )
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    )
  }, DRAW_EVERY_PART_CSS)
}

export function describeEngine(engine: EngineName) {
  const baseURL = engine === 'WebKit' ? inject('recordingURL') : inject('baseURL')
  const photoFolder = mkdtempSync(path.join(tmpdir(), 'canopy-engine-photo-'))
  const photoFile = path.join(photoFolder, 'IMG_4032.jpg')
  beforeAll(async () => writeFileSync(photoFile, await phonePhoto(4000, 3000)))
  afterAll(() => rmSync(photoFolder, { recursive: true, force: true }))

  for (const { label, width, height } of widths) {
    describe(`${engine} at ${label}`, () => {
      let page: EnginePage
      const context = { engine, width: label, page: () => page }
      beforeAll(async () => {
        page = await launchEngine(engine, { baseURL, width, height })
      })
      afterAll(() => page?.close())

      describe('every route loads: status 200, no console error, no horizontal scroll', () => {
        for (const route of routes) {
          journey(route, context, async (page) => {
            const title = await servedTitle(baseURL, route)
            await page.visit(route)
            expect(await page.evaluate(() => document.title)).toBe(decodeEntities(title))
            expect(await page.evaluate(() => innerWidth)).toBe(width)
            expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
            expectNoPageErrors(await page.pageErrors())
          })
        }
      })

      journey(
        "a post's cover drawing fills the article's width at its 16:9 shape",
        context,
        async (page) => {
          await page.visit(routes.at(-1)!)
          const cover = await page.evaluate(() => {
            const svg = document.querySelector('article [role="img"] > svg')
            if (!svg?.parentElement) return null
            const drawn = svg.getBoundingClientRect()
            return {
              width: drawn.width,
              height: drawn.height,
              frame: svg.parentElement.clientWidth,
            }
          })
          expect(cover).not.toBeNull()
          expect(Math.abs(cover!.width - cover!.frame)).toBeLessThan(1)
          expect(cover!.width / cover!.height).toBeCloseTo(
            POST_IMAGE_SIZE.width / POST_IMAGE_SIZE.height,
            2,
          )
        },
      )

      if (width < FULL_NAVIGATION_WIDTH) {
        journey(
          'the menu drawer opens flush to its edge, keeps focus, closes with Escape and navigates',
          context,
          async (page) => {
            await page.visit('/')
            await page.click(drawerToggle)
            await page.waitForVisible(`${drawer}[open]`)
            const box = await page.evaluate((selector: string) => {
              const dialog = document.querySelector(selector)!
              const rect = dialog.getBoundingClientRect()
              return {
                right: rect.right,
                top: rect.top,
                bottom: rect.bottom,
                modal: dialog.matches(':modal'),
              }
            }, drawer)
            expect(box).toEqual({ right: width, top: 0, bottom: height, modal: true })
            for (let step = 0; step < 12; step += 1) {
              await page.press('Tab')
              const inside = await page.evaluate(() => {
                const active = document.activeElement
                return active === document.body || Boolean(active?.closest('dialog[open]'))
              })
              expect(inside, `focus after ${step + 1} Tab presses`).toBe(true)
            }
            await page.press('Escape')
            await page.waitFor(
              'the drawer to close',
              (selector: string) => !document.querySelector(selector)!.hasAttribute('open'),
              drawer,
            )
            expect(
              await page.evaluate(
                (selector: string) => document.activeElement === document.querySelector(selector),
                drawerToggle,
              ),
            ).toBe(true)

            await page.click(drawerToggle)
            await page.click(`${drawer} summary`)
            const service = featuredServices[0]!
            await page.click(`${drawer} a[href^="${service.path}"]`)
            await page.waitFor(
              `the page ${service.path}`,
              (target: string) => location.pathname === target,
              service.path,
            )
            await page.waitFor(
              'the drawer to close',
              (selector: string) => !document.querySelector(selector)!.hasAttribute('open'),
              drawer,
            )
            expectNoPageErrors(await page.pageErrors())
          },
        )
      } else {
        journey('the Services dropdown opens and its links work', context, async (page) => {
          await page.visit('/')
          const toggle = `${mainNav} button[aria-controls]`
          await page.click(toggle)
          await page.waitFor(
            'the dropdown to open',
            (selector: string) =>
              document.querySelector(selector)?.getAttribute('aria-expanded') === 'true',
            toggle,
          )
          const listed = await page.evaluate((selector: string) => {
            const list = document.getElementById(
              document.querySelector(selector)!.getAttribute('aria-controls')!,
            )!
            return [...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))
          }, toggle)
          expect(listed).toEqual(featuredServices.map((service) => service.path))
          const service = featuredServices[2]!
          await page.click(`${mainNav} ul a[href="${service.path}"]`)
          await page.waitFor(
            `the page ${service.path}`,
            (target: string) => location.pathname === target,
            service.path,
          )
          expectNoPageErrors(await page.pageErrors())
        })
      }

      journey('an FAQ answer opens', context, async (page) => {
        await page.visit('/')
        const faqSection = 'section[aria-labelledby="faq-heading"]'
        await page.evaluate(
          (selector: string) =>
            document.querySelector(selector)?.scrollIntoView({ behavior: 'instant' }),
          faqSection,
        )
        await page.click(`${faqSection} details summary`)
        await page.waitFor(
          'the first answer to open',
          (selector: string) =>
            document.querySelector(`${selector} details`)?.hasAttribute('open') === true,
          faqSection,
        )
        expect(
          await page.evaluate(
            (selector: string) =>
              (document.querySelector(`${selector} details`) as HTMLElement).innerText,
            faqSection,
          ),
        ).toContain(faq[0]!.answer)
      })

      journey('a carousel dot moves the slides', context, async (page) => {
        await page.visit('/')
        const carousel = '[aria-roledescription="carousel"]'
        await page.evaluate(
          (selector: string) =>
            document
              .querySelector(selector)!
              .scrollIntoView({ block: 'center', behavior: 'instant' }),
          carousel,
        )
        await page.waitFor(
          'the carousel script',
          (selector: string) => document.querySelector(`${selector} .overflow-hidden`) !== null,
          carousel,
        )
        // The last dot, whose slide starts out of view at both widths.
        const dot = `${carousel} a[aria-label^="Show testimonial"]:last-of-type`
        const slideAtStart = (selector: string) => {
          const slide = document.querySelector(
            document.querySelector(selector)!.getAttribute('href')!,
          )!
          const view = slide
            .closest('[data-carousel-track]')!
            .parentElement!.getBoundingClientRect()
          return (
            Math.abs(slide.querySelector('figure')!.getBoundingClientRect().left - view.left) < 2
          )
        }
        expect(await page.evaluate(slideAtStart, dot)).toBe(false)
        await page.click(dot)
        await page.waitFor(
          'the last dot to be current',
          (selector: string) =>
            document.querySelector(selector)?.getAttribute('aria-current') === 'true',
          dot,
        )
        await page.waitFor('its slide to move to the start', slideAtStart, dot)
      })

      journey(
        'the contact form sends a photo and says what happens next',
        context,
        async (page) => {
          const name = `${engine} ${label} visitor`
          await page.visit('/contact')
          await page.evaluate(
            (selector: string) =>
              document.querySelector(selector)!.scrollIntoView({ behavior: 'instant' }),
            contactForm,
          )
          await page.waitFor(
            'the form script',
            (selector: string) =>
              document.querySelector(selector)?.getAttribute('data-enhanced') === 'true',
            contactForm,
          )
          await page.type(`${contactForm} [name="name"]`, name)
          await page.type(`${contactForm} [name="email"]`, 'visitor@example.com')
          await page.type(
            `${contactForm} [name="comment"]`,
            'An old oak leans over the drive.\nCan you look at it?',
          )
          await page.setFile(`${contactForm} input[type="file"]`, photoFile)
          await page.waitFor(
            "the photo's thumbnail",
            (selector: string) =>
              (document.querySelector(`${selector} img[alt="Photo 1"]`) as HTMLImageElement | null)
                ?.complete === true,
            contactForm,
          )
          // A send this fast would be filed as spam.
          await page.waitFor("a person's pace", (ms: number) => performance.now() > ms, TOO_FAST_MS)
          await page.click(`${contactForm} button[type="submit"]`)
          await page.waitFor(
            'the answer on the page',
            (text: string) => document.body.innerText.includes(text),
            contactContent.form.sent.heading,
          )
          expect(
            await page.evaluate(
              (selector: string) =>
                (document.querySelector(`${selector} [name="name"]`) as HTMLInputElement).value,
              contactForm,
            ),
          ).toBe('')
          const lead = storedLeads(inject('dataDir')).find((candidate) => candidate.name === name)
          expect(lead, JSON.stringify(lead)).toMatchObject({
            email: 'visitor@example.com',
            comment: 'An old oak leans over the drive.\nCan you look at it?',
            photos: [{ width: 2048, height: 1536, type: 'image/jpeg' }],
          })
          expectNoPageErrors(await page.pageErrors())
        },
      )

      journey(
        'a free estimate is booked with the request and named in the answer',
        context,
        async (page) => {
          const name = `${engine} ${label} booking`
          await page.visit('/contact#visit')
          await page.waitFor(
            'the form script',
            (selector: string) =>
              document.querySelector(selector)?.getAttribute('data-enhanced') === 'true',
            contactForm,
          )
          await page.type(`${contactForm} [name="name"]`, name)
          await page.type(`${contactForm} [name="email"]`, 'booking@example.com')
          await page.type(`${contactForm} [name="comment"]`, 'A dead elm by the fence.')
          const value = await windowFor(page, engine)
          await page.click(`${contactForm} input[name="visit-window"][value="${value}"]`)
          await page.type(`${contactForm} [name="address"]`, '5 Linden Court')
          await page.waitFor("a person's pace", (ms: number) => performance.now() > ms, TOO_FAST_MS)
          await page.click(`${contactForm} button[type="submit"]`)
          await page.waitFor(
            'the booked window in the answer',
            (text: string) => document.body.innerText.includes(text),
            bookedPrefix,
          )
          const lead = storedLeads(inject('dataDir')).find((candidate) => candidate.name === name)
          expect(lead?.visit?.start).toBe(new Date(value).toISOString())
          expect(lead?.address).toBe('5 Linden Court')
          expectNoPageErrors(await page.pageErrors())
        },
      )

      journey('the owner signs in, opens a lead and marks it Won', context, async (page) => {
        const name = `${engine} ${label} lead for the owner`
        const sent = await fetch(new URL('/', baseURL), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
          body: new URLSearchParams({
            'form-name': 'contact',
            name,
            email: 'lead@example.com',
            comment: 'A dead elm by the garage.',
          }).toString(),
          redirect: 'manual',
        })
        expect(sent.status).toBe(303)
        await page.openSignedIn('/admin/leads', OWNER_ACCOUNT)
        const href = await page.evaluate(
          (text: string) =>
            [...document.querySelectorAll('a.lead')]
              .find((link) => link.textContent?.includes(text))
              ?.getAttribute('href') ?? null,
          name,
        )
        expect(href).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}$/)
        await page.goto(href!)
        await page.click('button[name="status"][value="won"]')
        await page.waitFor(
          'the change',
          () => document.body?.innerText.includes('Marked Won.') ?? false,
        )
        await page.goto(href!)
        expect(
          await page.evaluate(() => document.querySelector('#status-heading')?.textContent),
        ).toBe('Status: Won')
      })

      journey('an unknown path shows the 404 page', context, async (page) => {
        expect((await fetchAlone('/no-such-page', baseURL)).status).toBe(404)
        await page.visit('/no-such-page')
        expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).toContain(
          noticesContent.notFound.heading,
        )
        expectNoPageErrors(await page.pageErrors())
      })

      for (const mode of ['light', 'dark'] as const) {
        journey(`${mode} mode keeps the contrast of WCAG AA`, context, async (page) => {
          await page.goto('/')
          await page.evaluate((cookie: string) => {
            document.cookie = cookie
          }, `${COLOR_MODE_COOKIE}=${mode}; path=/; SameSite=Lax`)
          try {
            for (const route of contrastRoutes) {
              await page.visit(route)
              expect(
                await page.evaluate(() => document.documentElement.classList.contains('dark')),
              ).toBe(mode === 'dark')
              expect(await contrastViolations(page), route).toEqual([])
            }
          } finally {
            await page.evaluate((cookie: string) => {
              document.cookie = cookie
            }, `${COLOR_MODE_COOKIE}=; path=/; max-age=0`)
          }
        })
      }
    })

    describe(`${engine} at ${label}, without JavaScript`, () => {
      let page: EnginePage
      const context = { engine, width: `${label}-no-script`, page: () => page }
      beforeAll(async () => {
        page = await launchEngine(engine, { baseURL, width, height, javaScript: false })
      })
      afterAll(() => page?.close())

      journey(
        'a free estimate is booked with the request and the thank-you page names it',
        context,
        async (page) => {
          const name = `${engine} ${label} booking without script`
          await page.goto('/contact')
          await page.type(`${contactForm} [name="name"]`, name)
          await page.type(`${contactForm} [name="email"]`, 'booking@example.com')
          await page.type(`${contactForm} [name="comment"]`, 'Two pines lean on the shed.')
          const value = await windowFor(page, engine)
          await page.click(`${contactForm} input[name="visit-window"][value="${value}"]`)
          await page.type(`${contactForm} [name="address"]`, '6 Linden Court')
          await page.click(`${contactForm} button[type="submit"]`)
          await page.waitFor('the thank-you page', () => location.pathname === '/thank-you')
          expect(
            await page.evaluate(() => document.getElementById('visit-booked')?.textContent ?? ''),
          ).toContain(bookedPrefix)
          const lead = storedLeads(inject('dataDir')).find((candidate) => candidate.name === name)
          expect(lead?.visit?.start).toBe(new Date(value).toISOString())
        },
      )

      journey('the contact form posts and lands on the thank-you page', context, async (page) => {
        const name = `${engine} ${label} visitor without script`
        await page.goto('/contact')
        await page.type(`${contactForm} [name="name"]`, name)
        await page.type(`${contactForm} [name="email"]`, 'visitor@example.com')
        await page.type(`${contactForm} [name="comment"]`, 'Storm damage on a maple.')
        // So a refused post cannot be a lost keystroke.
        expect(
          await page.evaluate(
            (selector: string) =>
              ['name', 'email', 'comment'].map(
                (field) =>
                  document.querySelector<HTMLInputElement>(`${selector} [name="${field}"]`)?.value,
              ),
            contactForm,
          ),
        ).toEqual([name, 'visitor@example.com', 'Storm damage on a maple.'])
        // With script the form would be an island by now, sending by fetch, not by a post.
        expect(
          await page.evaluate(
            (selector: string) => document.querySelector(selector)?.getAttribute('data-enhanced'),
            contactForm,
          ),
        ).toBeNull()
        await page.click(`${contactForm} button[type="submit"]`)
        await page.waitFor('the thank-you page', () => location.pathname === '/thank-you')
        const lead = storedLeads(inject('dataDir')).find((candidate) => candidate.name === name)
        expect(lead).toMatchObject({
          email: 'visitor@example.com',
          comment: 'Storm damage on a maple.',
        })
      })

      if (width < FULL_NAVIGATION_WIDTH) {
        journey('the menu drawer opens flush to its edge as a popover', context, async (page) => {
          await page.goto('/')
          await page.click(drawerToggle)
          await page.waitForVisible(drawer)
          const right = await page.evaluate(
            (selector: string) => document.querySelector(selector)!.getBoundingClientRect().right,
            drawer,
          )
          expect(right).toBe(width)
        })
      }
    })
  }
}
