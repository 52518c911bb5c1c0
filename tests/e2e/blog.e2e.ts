import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { siteConfig } from '~/content/site'
import { formatPostDate, sortNewestFirst } from '~/lib/blog'
import { withLocalImage } from '~/lib/blog-loader.server'
import { baseURL, desktop, launchBrowser, openPage, phone, visit } from './browser'

const contentPosts = readPostFiles()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const newestFirst = sortNewestFirst(contentPosts.map(withLocalImage))

test('/blog lists the posts as cards, newest first, with image, date and excerpt', async () => {
  const page = await openPage(browser, { viewport: desktop })
  await visit(page, '/blog')
  const cards = page.getByRole('main').getByRole('article')
  expect(await cards.count()).toBe(4)
  for (const [index, post] of newestFirst.entries()) {
    const card = cards.nth(index)
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(post.title)
    expect(await card.locator('time').textContent()).toBe(formatPostDate(post.lastModified))
    expect(await card.getByText(post.excerpt).isVisible()).toBe(true)
    expect(await card.getByRole('img').getAttribute('alt')).toBe(post.imageAlt)
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/blog/${post.slug}`)
  }
  await page.context().close()
})

describe('a post page', () => {
  const post = newestFirst[2]!

  test('title, en-US long date, image, body and the call button', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, `/blog/${post.slug}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title)
    expect(await page.getByRole('main').locator('article header time').textContent()).toMatch(
      /^(January|December) \d{1,2}, 20(23|24)$/,
    )
    expect(await page.getByRole('img', { name: post.imageAlt }).isVisible()).toBe(true)
    expect(await page.getByRole('main').locator('article h2').count()).toBeGreaterThanOrEqual(4)
    const call = page.getByRole('link', { name: /Call to schedule a FREE consultation/ })
    expect(await call.getAttribute('href')).toBe(siteConfig.telLink)
    await page.context().close()
  })

  test('share links point at the sharer with the encoded page URL and at an e-mail', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, `/blog/${post.slug}`)
    const pageUrl = `${siteConfig.homepage}/blog/${post.slug}`
    const facebook = await page
      .getByRole('link', { name: 'Share on Facebook' })
      .getAttribute('href')
    expect(facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    )
    const mail = new URL(
      (await page.getByRole('link', { name: 'Share by email' }).getAttribute('href')) ?? '',
    )
    expect(mail.searchParams.get('subject')).toBe(post.title)
    expect(mail.searchParams.get('body')).toContain(pageUrl)
    expect(mail.searchParams.get('body')).toContain(siteConfig.emailFooterText)
    await page.context().close()
  })

  test('Recent Posts: the other three, newest first, excerpts clamped to 3 lines', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, `/blog/${post.slug}`)
    const sidebar = page.getByRole('region', { name: 'Recent Posts' })
    const links = sidebar.getByRole('link')
    const expected = newestFirst.filter((other) => other.title !== post.title).slice(0, 3)
    expect(await links.count()).toBe(3)
    for (const [index, other] of expected.entries()) {
      expect(await links.nth(index).getAttribute('href')).toBe(`/blog/${other.slug}`)
      expect(await links.nth(index).textContent()).toContain(other.title)
    }
    const clamp = await sidebar
      .locator('[data-excerpt]')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          lines: style.webkitLineClamp,
          lineHeight: parseFloat(style.lineHeight),
          height: element.clientHeight,
        }
      })
    expect(clamp.lines).toBe('3')
    expect(clamp.height).toBeLessThanOrEqual(Math.ceil(clamp.lineHeight * 3))
    await page.context().close()
  })

  test.each([
    ['375', phone],
    ['1280', desktop],
  ])('Recent Posts thumbnails keep 16:9 at %s px', async (_width, viewport) => {
    const page = await openPage(browser, { viewport })
    await visit(page, `/blog/${post.slug}`)
    const images = page.getByRole('region', { name: 'Recent Posts' }).locator('img')
    for (const box of await images.evaluateAll((all) =>
      all.map((image) => image.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(Math.abs(box.width / box.height / (16 / 9) - 1)).toBeLessThan(0.02)
    }
    await page.context().close()
  })
})

test('an unknown slug is the 404 page with HTTP 404', async () => {
  const response = await fetch(`${baseURL}/blog/no-such-post`)
  expect(response.status).toBe(404)
  expect(await response.text()).toContain('<title>Page Not Found</title>')
})

test('the RSS feed lists every post with absolute links and is linked from the blog', async () => {
  const response = await fetch(`${baseURL}/blog/rss.xml`)
  expect(response.status).toBe(200)
  const xml = await response.text()
  for (const post of contentPosts)
    expect(xml).toContain(`<link>${siteConfig.homepage}/blog/${post.slug}</link>`)
  const html = await (await fetch(`${baseURL}/blog`)).text()
  expect(html).toMatch(
    /<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/,
  )
})
