import { describe, expect, test } from 'vitest'
import { serviceMenu } from '~/content/services'
import { readPostFiles } from '~/content/files.server'
import { layoutContent } from '~/content/layout'
import { resourcePaths, notFoundPath, pagePaths, prerenderPaths } from '~/lib/site-routes'
import { baseURL } from './browser'

const contentPosts = readPostFiles()

const allPages = prerenderPaths(contentPosts.map((post) => post.slug)).filter(
  (path) => path !== notFoundPath && !resourcePaths.includes(path),
)

function headTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]
}

async function get(path: string) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' })
  return { response, html: await response.text() }
}

test('the spec routes are all pre-rendered: home, services, the nine service pages, blog, posts, about, careers, contact', () => {
  expect(pagePaths).toEqual(
    expect.arrayContaining(['/', '/services', '/blog', '/about', '/careers', '/contact']),
  )
  for (const service of serviceMenu) expect(pagePaths).toContain(`/${service.slug}`)
  expect(allPages.filter((path) => path.startsWith('/blog/'))).toHaveLength(4)
})

describe('every route answers 200 with its own head, in the HTML before any script', () => {
  const titles = new Map<string, string>()

  test.each(allPages)('%s', async (path) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const title = headTag(html, /<title>([^<]+)<\/title>/)
    expect(title).toBeTruthy()
    titles.set(path, title ?? '')
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/)
    const robots = path === '/thank-you' ? 'noindex,follow' : 'index,follow'
    expect(html).toContain(`<meta name="robots" content="${robots}"/>`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"\/>/)
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"\/>/)
    expect(html).toContain('<meta name="twitter:card" content="summary"/>')
    expect(html).toMatch(/<h1[^>]*>/)
    expect(html).toContain(layoutContent.stickyCall)
  })

  test('no two routes share a title', () => {
    expect(titles.size).toBe(allPages.length)
    expect(new Set(titles.values()).size).toBe(titles.size)
  })
})

describe('unknown paths: the 404 page with HTTP 404', () => {
  test('the server answers 404 with the pre-rendered page', async () => {
    const { response, html } = await get('/no-such-branch')
    expect(response.status).toBe(404)
    expect(html).toContain('<title>Page Not Found</title>')
    expect(html).toContain('Oh no, you found a page that&#x27;s missing its roots')
    expect(html).toContain('Sorry, the page you are looking for does not exist.')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back To Home Page<\/a>/)
    expect(html).toMatch(/href="tel:\+12175550142"/)
  })

  test('/404 itself is an unknown page too: HTTP 404, not 200', async () => {
    const { response, html } = await get('/404')
    expect(response.status).toBe(404)
    expect(html).toContain('<title>Page Not Found</title>')
  })

  test('the page reads as one message; the other subtitle reading is its description', async () => {
    const { html } = await get('/no-such-branch')
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(body).toContain('Sorry, the page you are looking for does not exist.')
    expect(body).not.toContain('could not be found')
    expect(html).toContain(
      '<meta name="description" content="Oops! The page you&#x27;re looking for could not be found..."/>',
    )
  })

  test('static hosts get the same page as a top-level 404.html', async () => {
    const { response, html } = await get('/404.html')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Page Not Found</title>')
  })

  test('a trailing slash redirects to the one canonical form, never off-site', async () => {
    expect((await get('/services/')).response.headers.get('location')).toBe('/services')
    expect((await get('//evil.example/')).response.headers.get('location')).toBe('/evil.example')
  })
})
