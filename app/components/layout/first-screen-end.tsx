/** The id of the marker that ends a page's first screen. */
export const FIRST_SCREEN_END_ID = 'first-screen-end'

/**
 * Marks the end of a page's first screen (after the hero, an inner page's header, a post's cover,
 * the 404 message). The root's head asks Chromium to hold the page's first frame until this marker
 * is parsed (`<link rel="expect" blocking="render">`), so the first frame lays out the whole first
 * screen at once, instead of an empty page, then the header, then the rest (decision 013, point
 * 12). Chromium lets rendering go once the element's start tag is read, so the marker comes after
 * what it waits for. A page without one is held until its HTML is read; other engines ignore it.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />
}
