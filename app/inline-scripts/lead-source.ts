// Storage opens in a task of its own: in the parser's task, that synchronous call made a long task.
type LeadSourceConfig = {
  storageKey: string
}

export default function recordLeadSource({ storageKey }: LeadSourceConfig): void {
  setTimeout(() => {
    try {
      const storage = sessionStorage
      if (storage.getItem(storageKey)) return
      storage.setItem(
        storageKey,
        JSON.stringify({
          landing: location.pathname + location.search,
          referrer: externalReferrer(),
        }),
      )
    } catch {
      // Storage refused (private mode, a sandbox): the server reads the post's Referer instead.
    }
  })
}

function externalReferrer(): string {
  const referrer = document.referrer
  try {
    if (referrer && new URL(referrer).origin !== location.origin) return referrer
  } catch {
    // Not a URL this browser parses: no referrer.
  }
  return ''
}
