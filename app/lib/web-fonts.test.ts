// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { readCookie } from './cookies'
import {
  WEB_FONTS_CACHED_DAYS,
  WEB_FONTS_COOKIE,
  WEB_FONTS_OFF,
  WEB_FONTS_STYLE_ID,
  cacheWebFontsForNextPage,
  cachedWebFontsScript,
  webFontFiles,
} from './web-fonts'

const rule = (file: string) => `<style id="${WEB_FONTS_STYLE_ID}" media="${WEB_FONTS_OFF}">
  @font-face { font-family: 'Figtree Variable'; font-style: normal; font-weight: 300 900; src: url("${file}") format('woff2-variations'); unicode-range: U+0000-00FF; }
</style>`

type Face = { family: string; source: string; descriptors: FontFaceDescriptors; loads: number }
let added: Face[]
let fetched: string[]

const clearCookies = () => {
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`
}
const cookieValue = () => readCookie(document.cookie, WEB_FONTS_COOKIE)

beforeEach(() => {
  clearCookies()
  added = []
  fetched = []
  class FakeFontFace {
    face: Face
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      this.face = { family, source, descriptors, loads: 0 }
    }
    load() {
      this.face.loads += 1
      return Promise.resolve(this)
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace)
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face.face) },
  })
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    return new Response('font bytes')
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Runs the head script the way the page does, before its body. */
const runHeadScript = () => new Function(cachedWebFontsScript)()

test('the files are named by their addresses, quotes and url() left out', () => {
  expect(
    webFontFiles(`src: url('/assets/a-1.woff2') format('woff2'), url( "/assets/b-2.woff" );`),
  ).toBe('/assets/a-1.woff2+/assets/b-2.woff')
})

test('a first visit: the head script adds nothing; once idle, the font is fetched and the cookie set for a week', async () => {
  document.head.innerHTML = rule('/assets/figtree-A.woff2')
  runHeadScript()
  expect(added).toEqual([])

  const written: string[] = []
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
    written.push(value)
    cookie.set!.call(document, value)
  })
  await cacheWebFontsForNextPage()
  expect(fetched).toEqual(['/assets/figtree-A.woff2'])
  expect(cookieValue()).toBe('/assets/figtree-A.woff2')
  expect(written).toEqual([
    `${WEB_FONTS_COOKIE}=/assets/figtree-A.woff2; Path=/; Max-Age=${WEB_FONTS_CACHED_DAYS * 86_400}; SameSite=Lax`,
  ])
})

test('the next page: its font is added before the first layout, loaded, with display optional', () => {
  document.head.innerHTML = rule('/assets/figtree-A.woff2')
  document.cookie = `${WEB_FONTS_COOKIE}=/assets/figtree-A.woff2; Path=/`
  runHeadScript()
  expect(added).toEqual([
    {
      family: 'Figtree Variable',
      source: expect.stringMatching(
        /^url\(["']?\/assets\/figtree-A\.woff2["']?\) format\(["']woff2-variations["']\)$/,
      ),
      descriptors: {
        style: 'normal',
        weight: '300 900',
        unicodeRange: expect.stringMatching(/^U\+0+-0*FF$/i),
        display: 'optional',
      },
      loads: 1,
    },
  ])
})

test('a new font file (a later build) counts as not cached: fallback, then fetched again', async () => {
  document.cookie = `${WEB_FONTS_COOKIE}=/assets/figtree-A.woff2; Path=/`
  document.head.innerHTML = rule('/assets/figtree-B.woff2')
  runHeadScript()
  expect(added).toEqual([])
  await cacheWebFontsForNextPage()
  expect(fetched).toEqual(['/assets/figtree-B.woff2'])
  expect(cookieValue()).toBe('/assets/figtree-B.woff2')
})

test('a page that had the font fetches nothing more, and renews the cookie', async () => {
  document.head.innerHTML = rule('/assets/figtree-A.woff2')
  document.cookie = `${WEB_FONTS_COOKIE}=/assets/figtree-A.woff2; Path=/`
  const written = vi.spyOn(document, 'cookie', 'set')
  await cacheWebFontsForNextPage()
  expect(fetched).toEqual([])
  expect(written).toHaveBeenCalledWith(expect.stringContaining('Max-Age='))
})

test('a file that fails to come is not recorded as cached', async () => {
  document.head.innerHTML = rule('/assets/figtree-A.woff2')
  vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }))
  await cacheWebFontsForNextPage()
  expect(cookieValue()).toBeUndefined()
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('offline')
  })
  await cacheWebFontsForNextPage()
  expect(cookieValue()).toBeUndefined()
})

test('where cookies are refused, the page keeps the fallback and fetches nothing', async () => {
  document.head.innerHTML = rule('/assets/figtree-A.woff2')
  vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false)
  await cacheWebFontsForNextPage()
  expect(fetched).toEqual([])
  runHeadScript()
  expect(added).toEqual([])
})
