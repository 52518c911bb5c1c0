declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[]
  }
}

// The phone link's `data-placement`, so the owner can count calls by where they were tapped.
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
