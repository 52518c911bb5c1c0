// Every inbox page's script: sets the installed app's icon badge to the unopened leads the page
// counted (its <body data-unopened>). Without the Badging API, or without script, nothing changes.

function setBadge() {
  const count = document.body.dataset.unopened
  // A page that does not know the count leaves the badge as it is.
  if (count === undefined || !/^\d+$/.test(count)) return
  if (!('setAppBadge' in navigator) || !('clearAppBadge' in navigator)) return
  const n = Number(count)
  // Refused outside an installed app in some browsers: the title still shows the count.
  void (n > 0 ? navigator.setAppBadge(n) : navigator.clearAppBadge()).catch(() => undefined)
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', setBadge, { once: true })
} else {
  setBadge()
}
