// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { runInlineScript as run } from '../../tests/support/inline-scripts'
import { controlsScript } from './page-scripts.server'

afterEach(() => {
  document.body.innerHTML = ''
  delete window.dataLayer
  vi.unstubAllGlobals()
})

describe('the controls script', () => {
  const map = { title: 'Map of our service area', embedUrl: 'https://maps.example/embed?q=x' }
  beforeEach(() => {
    document.body.innerHTML = `
      <nav><ul><li class="group/dropdown relative"><a href="/services">Services</a>
        <button type="button" aria-controls="list"><svg class="size-4 "></svg></button>
        <div class="absolute hidden group-hover/dropdown:block group-focus-within/dropdown:block">
          <ul id="list"><li><a href="/tree-removal">Tree removal</a></li></ul></div></li></ul></nav>
      <footer>© <time datetime="2020">2020</time></footer>`
  })
  const toggle = () => document.querySelector('button')!
  const list = () => document.querySelector('button + div')!

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

  test('a tap on a phone link is counted with its placement', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="tel:+12175550142" data-placement="sticky">Call</a>',
    )
    run(controlsScript(map))
    const call = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!
    call.addEventListener('click', (event) => event.preventDefault())
    call.click()
    expect(window.dataLayer).toContainEqual({ event: 'phone_call_click', placement: 'sticky' })
  })

  test("the footer's year is this year", () => {
    run(controlsScript(map))
    const year = String(new Date().getFullYear())
    expect(document.querySelector('footer time')?.textContent).toBe(year)
    expect(document.querySelector('footer time')?.getAttribute('datetime')).toBe(year)
  })
})
