// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { type LoaderFunction, Outlet, createRoutesStub } from 'react-router'
import { shellData } from '~/lib/shell.server'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { aboutContent } from '~/content/about'
import { contactContent } from '~/content/contact'
import { faq } from '~/content/faq'
import { pages } from '~/content/pages'
import { featuredServices } from '~/content/services'
import { SENT_OUTCOMES, sentAnchor } from '~/lib/contact-fields'
import { testimonials } from '~/content/testimonials'
import * as About from './about'
import * as Careers from './careers'
import * as Contact from './contact'
import * as Home from './home'
import * as ServicePage from './service-page'
import * as Services from './services'
import * as ThankYou from './thank-you'

beforeAll(() => {
  // jsdom has no layout engine: the carousel and the map facade need these browser APIs.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }))
})

/** A route module as React Router uses it: its build-time loader feeds its component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route components take typed props the stub supplies
type RouteModule = { default: ComponentType<any>; loader: LoaderFunction }

// A free-estimate call to action: the call first, as the spec has it, then booking at the form's picker.
function expectCallThenBooking(box: HTMLElement, callName: string, bookingHref: string) {
  const [call, booking, ...others] = within(box).getAllByRole('link')
  expect(others).toEqual([])
  expect(call).toHaveAccessibleName(callName)
  expect(call).toHaveAttribute('href', 'tel:+12175550142')
  expect(booking).toHaveAccessibleName('Book a free estimate online')
  expect(booking).toHaveAttribute('href', bookingHref)
}

async function renderAt(path: string, route: RouteModule) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ shell: shellData() }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path, Component: route.default, loader: route.loader }],
    },
  ])
  const result = render(<Stub initialEntries={[path]} />)
  await screen.findByRole('heading', { level: 1 })
  return result
}

describe('home page', () => {
  test('the four statistics from the spec', async () => {
    await renderAt('/', Home)
    for (const [value, label] of [
      ['5000+', 'Trees serviced'],
      ['98%', 'Customer satisfaction'],
      ['24h', 'Emergency response time'],
      ['5-star', 'Rated experienced technicians'],
    ] as const) {
      expect(await screen.findByText(value)).toBeVisible()
      expect(screen.getByText(label)).toBeVisible()
    }
  })

  test('hero: heading, call-us text and the Contact Us Today button', async () => {
    await renderAt('/', Home)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Expert tree care')
    // The link names the page it was on, so a lead sent without script still knows its source,
    // and lands at the form itself.
    expect(screen.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute(
      'href',
      '/contact?from=%2F#contact-form',
    )
    expect(screen.getByText('Call us 24/7 for a free estimate')).toBeVisible()
  })

  test('four reasons, nine featured services, twenty FAQ, three testimonials', async () => {
    await renderAt('/', Home)
    const reasons = await screen.findByRole('region', { name: /Why Springfield homeowners/ })
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(4)

    const services = await screen.findByRole('region', { name: 'Tree services for every season' })
    const cards = within(services).getAllByRole('listitem')
    expect(cards).toHaveLength(9)
    featuredServices.forEach((service, index) => {
      const card = cards[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(service.name)
      expect(within(card).getByRole('link')).toHaveAttribute('href', service.path)
      expect(within(card).getByRole('link')).toHaveTextContent(service.linkTitle ?? service.name)
    })

    const questions = await screen.findByRole('region', { name: 'Frequently asked questions' })
    expect(within(questions).getAllByRole('heading', { level: 3 })).toHaveLength(20)
    expect(within(questions).getByText(faq[19]!.answer)).toBeInTheDocument()

    const carousel = await screen.findByRole('region', { name: 'Testimonials' })
    const quotes = within(carousel).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    testimonials.forEach((testimonial, index) => {
      expect(within(quotes[index]!).getByText(testimonial.name)).toBeVisible()
      expect(within(quotes[index]!).getByText(testimonial.title)).toBeVisible()
      expect(within(quotes[index]!).getByRole('img', { name: /Rating/ })).toBeVisible()
    })
  })

  test('closing banner and free-estimate card dial the site number; the card also books online', async () => {
    await renderAt('/', Home)
    const banner = await screen.findByRole('region', { name: /on call day and night/ })
    expect(within(banner).getByRole('link')).toHaveAttribute('href', 'tel:+12175550142')
    expect(within(banner).getByText('Call us 24/7')).toBeVisible()
    const card = screen.getByRole('heading', { name: 'Get a free estimate' }).closest('div')!
    expectCallThenBooking(
      card,
      'Request my free estimate (217) 555-0142',
      '/contact?from=%2F#visit',
    )
  })
})

test('/services: overview, side menu of the nine services, the call box', async () => {
  await renderAt('/services', Services)
  const menu = screen.getByRole('navigation', { name: 'Our services' })
  expect(within(menu).getAllByRole('link')).toHaveLength(9)
  expect(screen.getByRole('heading', { name: 'Need tree service? Call Us Today' })).toBeVisible()
  expectCallThenBooking(
    screen.getByRole('heading', { name: 'Need tree service? Call Us Today' }).parentElement!,
    '(217) 555-0142',
    '/contact?from=%2Fservices#visit',
  )
})

test('a service page: its call box dials the site number and books a free estimate online', async () => {
  await renderAt('/tree-removal', ServicePage)
  expectCallThenBooking(
    screen.getByRole('heading', { name: 'Need tree service? Call Us Today' }).parentElement!,
    '(217) 555-0142',
    '/contact?from=%2Ftree-removal#visit',
  )
})

test('/about: experience link, badges, banner on the second number, seven services', async () => {
  await renderAt('/about', About)
  expect(screen.getByRole('link', { name: 'See our services' })).toHaveAttribute(
    'href',
    '/services',
  )
  const list = screen.getByRole('heading', {
    name: aboutContent.serviceList.heading,
  }).nextElementSibling!
  expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(7)
  expect(screen.getByRole('heading', { name: aboutContent.commitment.heading })).toBeVisible()
  const banner = screen.getByRole('region', { name: aboutContent.callBanner.title })
  expect(within(banner).getByRole('link')).toHaveAttribute('href', 'tel:+12175550199')
})

test('/careers: marketing text and the Reach out to us card', async () => {
  await renderAt('/careers', Careers)
  const card = screen.getByRole('region', { name: 'Reach out to us' })
  expect(within(card).getByRole('link', { name: /555-0142/ })).toHaveAttribute(
    'href',
    'tel:+12175550142',
  )
  expect(screen.getByRole('heading', { name: 'Why work with us' })).toBeVisible()
})

describe('/contact', () => {
  test('five value propositions, contact details, estimate card and closing banner', async () => {
    await renderAt('/contact', Contact)
    const values = screen.getByRole('region', { name: pages.contact.h2! })
    const items = within(values).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    contactContent.valuePropositions.forEach((item, index) => {
      expect(within(items[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(item.title)
    })
    for (const block of contactContent.contactBlocks) {
      expect(screen.getByRole('heading', { level: 3, name: block.heading })).toBeVisible()
    }
    // The number the details show is itself a link, to the same number the block's button dials.
    const call = screen.getByRole('heading', { level: 3, name: 'Call us' }).parentElement!
    expect(within(call).getByRole('link', { name: '(217) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12175550142',
    )
    expect(within(call).getByRole('link', { name: /Call now/ })).toHaveAttribute(
      'href',
      'tel:+12175550142',
    )
    const card = screen.getByRole('heading', { name: 'Get a free estimate' }).closest('div')!
    expectCallThenBooking(card, 'Call for a free estimate (217) 555-0142', '/contact#visit')
    const banner = screen.getByRole('region', { name: contactContent.closingBanner.title })
    expect(within(banner).getByRole('link')).toHaveAttribute('href', 'tel:+12175550199')
  })

  test('the map is 450 px tall', async () => {
    const { container } = await renderAt('/contact', Contact)
    expect(container.querySelector('[style*="height: 450px"]')).not.toBeNull()
  })

  test('the form: fields, types, required flags and placeholders exactly as the spec', async () => {
    await renderAt('/contact', Contact)
    const form = await screen.findByRole('form', { name: 'Send us a message' })
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/')
    expect(form).toHaveAttribute('name', 'contact')
    expect(form).toHaveAttribute('data-netlify', 'true')
    const expected = [
      ['name', 'text', true, 'Your Name*'],
      ['email', 'email', true, 'Email Address*'],
      ['phone', 'text', false, 'Phone Number'],
      ['comment', 'textarea', true, 'Message Here*'],
    ] as const
    for (const [name, type, required, placeholder] of expected) {
      const field = form.querySelector(`[name="${name}"]`)!
      expect(field.tagName === 'TEXTAREA' ? 'textarea' : field.getAttribute('type')).toBe(type)
      expect(field.hasAttribute('required')).toBe(required)
      expect(field.getAttribute('placeholder')).toBe(placeholder)
    }
    expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveAttribute(
      'value',
      'contact',
    )
  })
})

describe('/thank-you: what happens next, one block for each outcome the server names', () => {
  const { sent, photosNotKept } = contactContent.form

  test('each outcome has its own anchor, and the plain one has none', () => {
    const anchors = SENT_OUTCOMES.map(sentAnchor)
    expect(new Set(anchors).size).toBe(SENT_OUTCOMES.length)
    expect(sentAnchor({ emergency: false, photos: 'none' })).toBe('')
    expect(sentAnchor({ emergency: false, photos: 'notKept' })).toBe('photos-not-kept')
  })

  test.each(SENT_OUTCOMES.filter((outcome) => sentAnchor(outcome) !== ''))(
    '%o',
    async (outcome) => {
      const { container } = await renderAt('/thank-you', ThankYou)
      const block = container.querySelector<HTMLElement>(`[id="${sentAnchor(outcome)}"]`)!
      const words = block.textContent ?? ''
      if (outcome.emergency) {
        expect(words).toContain(sent.emergency)
        expect(words).not.toContain('one business day')
        expect(within(block).getByRole('link', { name: /555-0142/ })).toHaveAttribute(
          'href',
          'tel:+12175550142',
        )
      } else expect(words).toContain(sent.reply)
      expect(words.includes(sent.photosAsk)).toBe(outcome.photos === 'none')
      expect(words.includes(sent.photosSent)).toBe(outcome.photos === 'kept')
      expect(words.includes(photosNotKept)).toBe(outcome.photos === 'notKept')
    },
  )
})
