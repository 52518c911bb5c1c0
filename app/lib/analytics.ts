declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Where on the page a phone link sits (its `data-placement`), so the owner can count calls by
 * placement: the page's controls script pushes it to the dataLayer on a tap.
 */
export type CallPlacement =
  | 'top-bar'
  | 'header'
  | 'drawer'
  | 'sticky'
  | 'hero'
  | 'banner'
  | 'call-box'
  | 'card'
  | 'footer'
  | 'page'
  | 'not-found'
  | 'copy'
