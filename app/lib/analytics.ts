declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Where on the page a phone link sits, so the owner can count calls by placement. */
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

export function trackPhoneClick(placement: CallPlacement): void {
  window.dataLayer ??= []
  window.dataLayer.push({ event: 'phone_call_click', placement })
}
