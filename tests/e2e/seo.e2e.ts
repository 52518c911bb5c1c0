import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { readPostFiles } from '~/content/files.server'
import { siteConfig } from '~/content/site'
import { noindexPaths, pagePaths, postPaths, redirects, servicePaths } from '~/lib/site-routes'
import { FAVICON_FILE, INLINE_ICON_SIZE } from '~/lib/tab-icon'
import { inlineScripts, scriptHashSource } from '../support/inline-scripts'
import { baseURL } from './browser'

const contentPosts = readPostFiles()

const clientDir = path.resolve('build/client')
const origin = siteConfig.homepage
const indexed = [
  ...pagePaths.filter((p) => !noindexPaths.includes(p)),
  ...postPaths(contentPosts.map((p) => p.slug)),
]

type Node = { '@type': string; [key: string]: unknown }

async function jsonLd(pagePath: string): Promise<Node[]> {
  const html = await (await fetch(`${baseURL}${pagePath}`)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block[1] ?? '') as { '@context': string; '@graph': Node[] }
    expect(parsed['@context']).toBe('https://schema.org')
    return parsed['@graph']
  })
}

test.each(indexed)(
  '%s carries its structured data at the end of the body, not in the head',
  async (pagePath) => {
    const html = await (await fetch(`${baseURL}${pagePath}`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('application/ld+json')
    const block = html.lastIndexOf('<script type="application/ld+json">')
    expect(block).toBeGreaterThan(html.indexOf('</main>'))
  },
)

describe('structured data parses on every page', () => {
  test.each(indexed)('%s', async (pagePath) => {
    const nodes = await jsonLd(pagePath)
    const types = nodes.map((node) => node['@type'])
    expect(types).toContain('HomeAndConstructionBusiness')
    if (pagePath === '/') expect(types).toContain('WebSite')
    else expect(types).toContain('BreadcrumbList')
    if (servicePaths.includes(pagePath)) expect(types).toContain('Service')
    if (pagePath.startsWith('/blog/')) {
      const post = nodes.find((node) => node['@type'] === 'BlogPosting')
      expect(post).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.any(String),
        dateModified: expect.any(String),
      })
    }
  })
})

test('every page has its own title and description, and one canonical URL on the homepage origin', async () => {
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const pagePath of indexed) {
    const html = await (await fetch(`${baseURL}${pagePath}`)).text()
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])
    expect(canonicals).toEqual([pagePath === '/' ? `${origin}/` : `${origin}${pagePath}`])
    expect(html).toContain(`<meta property="og:url" content="${canonicals[0]}"/>`)
  }
  expect(titles.size).toBe(indexed.length)
  expect(descriptions.size).toBe(indexed.length)
})

test('sitemap.xml lists every indexable page with absolute URLs, posts with lastmod; robots.txt points to it', async () => {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.sort()).toEqual(
    indexed.map((p) => (p === '/' ? `${origin}/` : `${origin}${p}`)).sort(),
  )
  expect(xml).not.toContain('/thank-you')
  for (const post of contentPosts) {
    expect(xml).toContain(
      `<loc>${origin}/blog/${post.slug}</loc>\n    <lastmod>${post.lastModified.slice(0, 10)}</lastmod>`,
    )
  }
  const robots = await (await fetch(`${baseURL}/robots.txt`)).text()
  expect(robots).toContain('User-agent: *\nAllow: /')
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

function buildFiles(): Set<string> {
  return new Set(
    readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map(
      (file) => `/${file.split(path.sep).join('/')}`,
    ),
  )
}

test('every internal link and source in every built page resolves (page, redirect or file)', () => {
  const files = buildFiles()
  const redirectSources = new Set<string>(redirects.map((r) => r.from))
  const resolves = (target: string) =>
    files.has(target) ||
    files.has(`${target.replace(/\/$/, '')}/index.html`) ||
    redirectSources.has(target) ||
    target === '/'
  const pages = [...files].filter((file) => file.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(20)
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page), 'utf8')
    for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const raw = match[1] ?? ''
      if (!raw.startsWith('/') || raw.startsWith('//')) continue
      const target = decodeURIComponent(raw.split(/[?#]/)[0] ?? '')
      if (!resolves(target)) throw new Error(`Broken link on ${page}: ${raw}`)
    }
  }
})

test("every page's tab icon is a PNG: the home page's a file Google can read, every other page's inside it", async () => {
  // The owner's editor (/admin/) links the SVG file itself: it is no visitor's first paint.
  const pages = [...buildFiles()].filter(
    (file) => file.endsWith('.html') && !file.startsWith('/admin/'),
  )
  expect(pages.length).toBeGreaterThan(20)
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page), 'utf8')
    const links = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map((match) => match[0])
    expect(links, page).toHaveLength(1)
    const href = /href="([^"]+)"/.exec(links[0] ?? '')?.[1] ?? ''
    const home = page === '/index.html'
    if (home) expect(href).toBe(FAVICON_FILE.path)
    else expect(href, page).toMatch(/^data:image\/png;base64,/)
    const png = home
      ? readFileSync(path.join(clientDir, FAVICON_FILE.path))
      : Buffer.from(href.slice('data:image/png;base64,'.length), 'base64')
    const size = home ? FAVICON_FILE.size : INLINE_ICON_SIZE
    const { format, width, height } = await sharp(png).metadata()
    expect({ page, format, width, height }).toEqual({
      page,
      format: 'png',
      width: size,
      height: size,
    })
    expect(links[0], page).toContain(`sizes="${size}x${size}"`)
  }
})

test('every image in every built page has alt text (empty only when decorative)', () => {
  for (const page of [...buildFiles()].filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(path.join(clientDir, page), 'utf8')
    for (const image of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\salt="/.test(image[0]))
        throw new Error(`Image without alt on ${page}: ${image[0].slice(0, 120)}`)
    }
  }
})

test('static hosts get the same headers, redirects and 404 from the build', () => {
  const headers = readFileSync(path.join(clientDir, '_headers'), 'utf8')
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m)
  // On Netlify the later rule wins, so each page's own block comes after /*.
  const blocks = headers.split(/\n(?=\/)/).map((block) => block.split('\n'))
  const policyOf = (route: string) =>
    blocks
      .filter(([pattern]) => pattern === route)
      .flatMap((lines) => lines.filter((line) => line.startsWith('  Content-Security-Policy: ')))
      .at(-1)
  for (const route of [...pagePaths, ...postPaths(contentPosts.map((post) => post.slug))]) {
    const policy = policyOf(route)
    expect(policy, `${route} has a policy of its own`).toBeDefined()
    const file = path.join(clientDir, route, 'index.html')
    const scripts = inlineScripts(readFileSync(file, 'utf8'))
    expect(scripts.length, `${route} has its bootstrap inline`).toBeGreaterThan(0)
    for (const body of scripts) expect(policy).toContain(scriptHashSource(body))
    expect(blocks.findIndex(([pattern]) => pattern === route)).toBeGreaterThan(
      blocks.findIndex(([pattern]) => pattern === '/*'),
    )
  }
  expect(headers).toContain('  X-Content-Type-Options: nosniff')
  // The pages have no opener policy (a new renderer process on arrival); the editor has one.
  const openerPolicies = blocks.flatMap(([pattern, ...lines]) =>
    lines.filter((line) => line.includes('Cross-Origin-Opener-Policy')).map(() => pattern),
  )
  expect(openerPolicies).toEqual(['/admin', '/admin/*'])
  expect(headers).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups')
  expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
  const redirectsFile = readFileSync(path.join(clientDir, '_redirects'), 'utf8')
  for (const { from, to } of redirects) expect(redirectsFile).toContain(`${from} ${to} 301`)
  expect(existsSync(path.join(clientDir, '404.html'))).toBe(true)
})
