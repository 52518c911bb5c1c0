// What HTML and CSS do not finish alone; without it every control still works (decision 007).
type MapEmbed = { title: string; embedUrl: string }

export default function enhanceControls(map: MapEmbed): void {
  document.querySelectorAll<HTMLButtonElement>('li > button[aria-controls]').forEach(makeDisclosure)
  document
    .querySelectorAll<HTMLButtonElement>('button[popovertarget][aria-haspopup="dialog"]')
    .forEach(openDrawerAsModal)
  document
    .querySelectorAll('a[data-map-link]')
    .forEach((placeholder) => showMapWhenNear(placeholder, map))
  document.addEventListener('click', countPhoneTap, true)
  showThisYear()
}

// A mouse opens the list on hover with no delay, as CSS did before the script.
function makeDisclosure(button: HTMLButtonElement): void {
  const item = button.parentElement
  const list = button.nextElementSibling
  const chevron = button.querySelector('svg')
  let open = false
  let openedByHover = false
  if (!item || !list) return
  // The script opens and closes the list from now on, in place of the CSS hover rule.
  list.className = list.className.replace(/\s*group-(hover|focus-within)\/dropdown:block/g, '')
  const show = (shown: boolean) => {
    open = shown
    button.setAttribute('aria-expanded', String(shown))
    list.classList.toggle('hidden', !shown)
    list.classList.toggle('block', shown)
    if (chevron) chevron.classList.toggle('rotate-180', shown)
  }
  show(item.matches(':hover, :focus-within'))
  item.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') {
      openedByHover = true
      show(true)
    }
  })
  item.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') {
      openedByHover = false
      show(false)
    }
  })
  // A click on a list the hover just opened keeps it open, rather than closing it at once.
  button.addEventListener('click', () => {
    const keep = openedByHover
    openedByHover = false
    show(keep || !open)
  })
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      show(false)
      button.focus()
    }
  })
  item.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) show(false)
  })
}

// As a modal, the browser keeps focus inside and makes the page behind inert.
function openDrawerAsModal(button: HTMLButtonElement): void {
  const drawer = document.getElementById(button.getAttribute('popovertarget') || '')
  if (!isModalDialog(drawer)) return
  const openAsPopover = () => {
    // A browser without popovers does not know the selector and throws.
    try {
      return drawer.matches(':popover-open')
    } catch {
      return false
    }
  }
  const close = () => {
    if (openAsPopover()) drawer.hidePopover()
    else if (drawer.open) drawer.close()
  }
  button.setAttribute('aria-expanded', String(openAsPopover()))
  button.addEventListener('click', (event) => {
    event.preventDefault()
    if (openAsPopover()) return
    drawer.showModal()
    button.setAttribute('aria-expanded', 'true')
  })
  drawer.addEventListener('toggle', (event) => {
    button.setAttribute('aria-expanded', String(event.newState === 'open'))
  })
  drawer.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false')
    button.focus()
  })
  // A click on the backdrop lands on the dialog itself.
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer) close()
  })
  drawer.querySelectorAll('button[popovertargetaction="hide"]').forEach((closeButton) => {
    closeButton.addEventListener('click', (event) => {
      event.preventDefault()
      close()
    })
  })
}

function isModalDialog(element: HTMLElement | null): element is HTMLDialogElement {
  return element !== null && 'showModal' in element && Boolean(element.showModal)
}

function showMapWhenNear(placeholder: Element, map: MapEmbed): void {
  const frame = placeholder.parentElement
  if (!frame || !('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const iframe = document.createElement('iframe')
      iframe.title = map.title
      iframe.src = map.embedUrl
      iframe.width = '100%'
      iframe.height = String(frame.offsetHeight)
      iframe.loading = 'lazy'
      iframe.referrerPolicy = 'no-referrer-when-downgrade'
      iframe.className = 'absolute inset-0 size-full border-0'
      frame.insertBefore(iframe, placeholder)
      placeholder.classList.add('sr-only')
    },
    { rootMargin: '300px' },
  )
  observer.observe(frame)
}

function countPhoneTap(event: MouseEvent): void {
  const link = event.target instanceof Element && event.target.closest('a[href^="tel:"]')
  if (!link) return
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({
    event: 'phone_call_click',
    placement: link.getAttribute('data-placement') || 'copy',
  })
}

function showThisYear(): void {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('footer time[datetime]').forEach((time) => {
    if (time.getAttribute('datetime') !== year) {
      time.setAttribute('datetime', year)
      time.textContent = year
    }
  })
}
