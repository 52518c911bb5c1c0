// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'
import { runInlineScript as run } from '../../tests/support/inline-scripts'
import { controlsScript } from './page-scripts.server'

const map = { title: 'Map of our service area', embedUrl: 'https://maps.example/embed?q=x' }

afterEach(() => {
  document.body.innerHTML = ''
  delete window.dataLayer
  vi.unstubAllGlobals()
})

describe('the Services dropdown', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <nav><ul><li class="group/dropdown relative"><a href="/services">Services</a>
        <button type="button" aria-controls="list"><svg class="size-4 "></svg></button>
        <div class="absolute hidden group-hover/dropdown:block group-focus-within/dropdown:block">
          <ul id="list"><li><a href="/tree-removal">Tree removal</a></li></ul></div></li></ul></nav>
      <p><a href="/about">About</a></p>
      <footer>© <time datetime="2020">2020</time></footer>`
  })
  const toggle = () => document.querySelector('button')!
  const list = () => document.querySelector('button + div')!
  const item = () => document.querySelector('nav li')!

  test('the Services button becomes a disclosure: a click opens, Escape closes and returns focus', () => {
    run(controlsScript(map))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(list().className).not.toContain('group-hover')
    toggle().click()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(list().classList.contains('hidden')).toBe(false)
    expect(toggle().querySelector('svg')!.classList.contains('rotate-180')).toBe(true)
    document.querySelector<HTMLAnchorElement>('#list a')!.focus()
    document
      .querySelector('#list a')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(list().classList.contains('hidden')).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  test('a mouse opens it on hover and closes it on leaving; a click after the hover keeps it open', () => {
    run(controlsScript(map))
    const pointer = (type: string, pointerType: string) =>
      item().dispatchEvent(Object.assign(new Event(type), { pointerType }))
    pointer('pointerenter', 'touch')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    pointer('pointerenter', 'mouse')
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    toggle().click()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    pointer('pointerleave', 'mouse')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })

  test('focus leaving the dropdown closes it; focus inside it does not', () => {
    run(controlsScript(map))
    toggle().click()
    document.querySelector<HTMLAnchorElement>('#list a')!.focus()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    document.querySelector<HTMLAnchorElement>('a[href="/about"]')!.focus()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })
})

test('the menu drawer opens as a modal dialog and gives focus back when it closes', () => {
  document.body.innerHTML = `
    <button type="button" popovertarget="menu" aria-haspopup="dialog">Menu</button>
    <dialog id="menu" popover><button type="button" popovertarget="menu" popovertargetaction="hide">Close</button></dialog>`
  // jsdom has no modal dialogs: the browser's part, as far as the script relies on it.
  const dialog = HTMLDialogElement.prototype
  dialog.showModal = function () {
    this.setAttribute('open', '')
  }
  dialog.close = function () {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  onTestFinished(() => {
    Reflect.deleteProperty(dialog, 'showModal')
    Reflect.deleteProperty(dialog, 'close')
  })
  const menu = document.querySelector<HTMLButtonElement>('[aria-haspopup]')!
  const drawer = document.querySelector('dialog')!
  run(controlsScript(map))
  expect(menu.getAttribute('aria-expanded')).toBe('false')
  menu.click()
  expect(drawer.open).toBe(true)
  expect(menu.getAttribute('aria-expanded')).toBe('true')
  drawer.querySelector('button')!.click()
  expect(drawer.open).toBe(false)
  expect(menu.getAttribute('aria-expanded')).toBe('false')
  expect(document.activeElement).toBe(menu)
})

test('the map placeholder becomes the map once it nears the viewport', () => {
  document.body.innerHTML = `<div><a data-map-link href="https://maps.example/?q=x">Open the map</a></div>`
  let nearViewport: ((entries: { isIntersecting: boolean }[]) => void) | undefined
  const options: unknown[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof nearViewport, init: unknown) {
        nearViewport = callback
        options.push(init)
      }
      observe() {}
      disconnect() {}
    },
  )
  run(controlsScript(map))
  expect(options).toEqual([{ rootMargin: '300px' }])
  expect(document.querySelector('iframe')).toBeNull()
  nearViewport!([{ isIntersecting: true }])
  const iframe = document.querySelector('iframe')!
  expect(iframe.title).toBe(map.title)
  expect(iframe.src).toBe(map.embedUrl)
  expect(iframe.className).toBe('absolute inset-0 size-full border-0')
  expect(iframe.nextElementSibling).toBe(document.querySelector('a[data-map-link]'))
  expect(document.querySelector('a[data-map-link]')!.classList.contains('sr-only')).toBe(true)
})

test('a tap on a phone link is counted with its placement', () => {
  document.body.innerHTML = '<a href="tel:+12175550142" data-placement="sticky">Call</a>'
  run(controlsScript(map))
  const call = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!
  call.addEventListener('click', (event) => event.preventDefault())
  call.click()
  expect(window.dataLayer).toContainEqual({ event: 'phone_call_click', placement: 'sticky' })
})

test("the footer's year is this year", () => {
  document.body.innerHTML = '<footer>© <time datetime="2020">2020</time></footer>'
  run(controlsScript(map))
  const year = String(new Date().getFullYear())
  expect(document.querySelector('footer time')?.textContent).toBe(year)
  expect(document.querySelector('footer time')?.getAttribute('datetime')).toBe(year)
})

test('the map and its title reach the script as data, never as code', () => {
  const hostile = { title: '</script><script>alert(1)</script>', embedUrl: map.embedUrl }
  expect(controlsScript(hostile)).not.toContain('</script>')
})
