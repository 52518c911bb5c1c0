import { readCookie, siteCookie } from './cookies'

/**
 * The brand's web font is used on a page only when its file is already in the browser's cache,
 * the way CSS's `font-display: optional` means: it never arrives in the middle of a page, so the
 * page is laid out once, in the metric-matched fallback or in Figtree. On a first visit the page
 * keeps the fallback, and once it is hydrated the bootstrap (app/lib/hydrate-after-paint.ts)
 * fetches the font's file for the next page; from then on a script in the head adds the font to
 * each page before its first layout. (Swapped in after the first paint, the font laid out a long
 * page a second time, every object of it: the longest task of `/` on a phone, docs/performance.md.)
 * Without script the page keeps a copy of the rule in <noscript>, so the font still comes.
 */

/** The <style> holding the font's @font-face rule, rendered switched off. */
export const WEB_FONTS_STYLE_ID = 'web-fonts'
/** A media query no device matches: the rule is in the page but not in effect. */
export const WEB_FONTS_OFF = 'not all'
/**
 * The cookie naming the font files this browser has fetched for a next page. A cookie rather than
 * local storage: the head's colour-mode script reads the cookies already, while a page's first
 * look into local storage waits on the browser (1–5 ms before the first paint, measured).
 */
export const WEB_FONTS_COOKIE = 'web-fonts'
/**
 * How long the cookie is trusted. A browser's cache drops a small site's files sooner than its
 * cookies: a visitor back after weeks would wait for the font before the first paint (up to the
 * block period) and fetch it alongside the page. Each page that has the font renews the cookie.
 */
export const WEB_FONTS_CACHED_DAYS = 7
const CACHED_SECONDS = WEB_FONTS_CACHED_DAYS * 24 * 60 * 60

/** The `url(…)` sources of a stylesheet's text, and what is not the address in one. */
const FONT_URL_PATTERN = /url\([^)]*\)/g
const NOT_ADDRESS_PATTERN = /url\(|\)|["'\s]/g

/** The rule's file addresses, joined by `+` (a cookie's value): they change whenever a file does. */
export function webFontFiles(css: string): string {
  return (css.match(FONT_URL_PATTERN) ?? []).join('+').replace(NOT_ADDRESS_PATTERN, '')
}

/**
 * For a later page: fetches the font's files into the browser's cache and records them in the
 * cookie. A page that already had them (the head script added them, and loading them put them
 * in the cache again) only renews the cookie. Nothing on this page changes. Where cookies are
 * refused, nothing is fetched, since no later page could know the files are there.
 */
export async function cacheWebFontsForNextPage(page: Document = document): Promise<void> {
  const files = webFontFiles(page.getElementById(WEB_FONTS_STYLE_ID)?.textContent ?? '')
  if (!files || !navigator.cookieEnabled) return
  const record = () => {
    page.cookie = siteCookie(WEB_FONTS_COOKIE, files, CACHED_SECONDS)
  }
  if (readCookie(page.cookie, WEB_FONTS_COOKIE) === files) return record()
  try {
    const responses = await Promise.all(
      files.split('+').map((url) => fetch(url, { credentials: 'same-origin' })),
    )
    if (!responses.every((response) => response.ok)) return
    // Read to the end: the cache keeps the whole file, not a response left half-read.
    await Promise.all(responses.map((response) => response.arrayBuffer()))
    record()
  } catch {
    // Offline: the next page keeps the fallback, and this step runs again there.
  }
}

/**
 * The head script, run before the body is read: when the cookie names this page's font files,
 * each face of the switched-off rule is added to the page with `display: 'optional'` and loaded
 * from the cache. The text set in it waits for it at most the browser's short block period
 * (about 100 ms); a file that takes longer (evicted from the cache) leaves the fallback for the
 * page's life and comes for the next one. It must follow the rule's <style> in the head.
 */
export const cachedWebFontsScript = `(function(){try{var e=document.getElementById('${WEB_FONTS_STYLE_ID}');var f=e&&(e.textContent.match(${FONT_URL_PATTERN.toString()})||[]).join('+').replace(${NOT_ADDRESS_PATTERN.toString()},'');var c=(document.cookie.match(/(?:^|;\\s*)${WEB_FONTS_COOKIE}=([^;]*)/)||[])[1];if(!f||c!==f)return;var r=e.sheet.cssRules;for(var i=0;i<r.length;i++){if(r[i].type!==5)continue;var s=r[i].style;var d=function(n){return s.getPropertyValue(n).trim()};var x=new FontFace(d('font-family').replace(/^(["'])(.*)\\1$/,'$2'),d('src'),{style:d('font-style')||'normal',weight:d('font-weight')||'normal',unicodeRange:d('unicode-range')||'U+0-10FFFF',display:'optional'});document.fonts.add(x);x.load().catch(function(){})}}catch(e){}})()`
