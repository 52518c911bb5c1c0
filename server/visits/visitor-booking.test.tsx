import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import ContactFormIsland from '../../app/components/sections/contact-form'
import { BookedSlot } from '../../app/components/sections/sent-answer'
import { contactContent } from '../../app/content/contact'
import { serviceMenu } from '../../app/content/services'
import { Island } from '../../app/islands/island'
import { contactForm } from '../../tests/support/lead-input'
import { serveForSuite } from '../../tests/support/test-server'
import { openLeadStore } from '../leads/store'

const props = {
  copy: contactContent.form,
  services: serviceMenu.map(({ slug, name }) => ({ slug, name })),
}
const shell = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`

// The pages as the build writes them: the island with no windows, the thank-you slot hidden.
const server = serveForSuite({
  app: { rateLimit: { max: 10_000, windowMs: 60_000 } },
  prepare: ({ clientDir }) => {
    writeFileSync(
      path.join(clientDir, 'contact/index.html'),
      shell(
        renderToString(<Island name="contact-form" component={ContactFormIsland} props={props} />),
      ),
    )
    writeFileSync(
      path.join(clientDir, 'thank-you/index.html'),
      shell(renderToString(<BookedSlot copy={contactContent.form.visit} />)),
    )
  },
})

type Stored = { name: string; address: string; visit: { start: string; status: string } | null }
function stored(name: string): Stored | undefined {
  const store = openLeadStore(server.dataDir)
  try {
    const lead = store.listLeads().find((candidate) => candidate.name === name)
    return lead && { name: lead.name, address: lead.address, visit: store.visits.visitOf(lead.id) }
  } finally {
    store.close()
  }
}

async function openValues(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/contact`)).text()
  return [...html.matchAll(/name="visit-window" (?:checked="" )?value="([^"]+)"/g)].map(
    ([, value]) => value ?? '',
  )
}

function post(fields: Record<string, string>, accept = 'application/json', to = '/') {
  return fetch(`${server.url}${to}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept, referer: `${server.url}/contact` },
    redirect: 'manual',
  })
}

const booking = (name: string, window: string, extra: Record<string, string> = {}) =>
  contactForm({
    name,
    'visit-window': window,
    address: '12 Elm Street',
    'form-shown-ms': '60000',
    ...extra,
  })

test('as built, for a static host, the form has no picker: only the anchor the links go to', () => {
  const built = renderToString(
    <Island name="contact-form" component={ContactFormIsland} props={props} />,
  )
  expect(built).toContain('<div id="visit"></div>')
  expect(built).not.toContain('visit-window')
  expect(built).not.toContain('name="address"')
})

describe('/contact on the Node server', () => {
  test('carries the open windows, in the page and in the island props, as hydrating renders them', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text()
    const json = /data-island-props="contact-form">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}'
    const sent: unknown = JSON.parse(json)
    expect(sent).toMatchObject({ visit: { days: expect.any(Array) } })
    const island =
      /<div data-island="contact-form">([\s\S]*)<\/div><script type="application\/json"/.exec(
        html,
      )?.[1]
    // What the browser's hydrating render makes of those props must be the markup it finds.
    expect(island).toBe(renderToString(<ContactFormIsland {...(sent as typeof props)} />))
    expect(html).toContain('Pick a time for your free estimate (optional)')
    expect(await openValues()).not.toHaveLength(0)
  })

  test('a booked window is taken from the page the next visitor gets', async () => {
    const [first = ''] = await openValues()
    const answer = await post(booking('Takes The First', first))
    expect(await answer.json()).toMatchObject({ ok: true, visit: { when: expect.any(String) } })
    expect(await openValues()).not.toContain(first)
  })
})

describe('a post with a window', () => {
  test('is booked with the lead, and the thank-you page names it for that visitor only', async () => {
    const [wanted = ''] = await openValues()
    const answer = await post(booking('Books Without Script', wanted), 'text/html')
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location') ?? ''
    expect(location).toMatch(/^\/thank-you\?lead=[0-9a-f-]{36}$/)
    expect(stored('Books Without Script')).toMatchObject({
      address: '12 Elm Street',
      visit: { start: new Date(wanted).toISOString(), status: 'requested' },
    })
    const page = await fetch(`${server.url}${location}`)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const text = await page.text()
    expect(text).toMatch(
      /<p id="visit-booked" role="status"[^>]*>Your free estimate visit: \w+day, /,
    )
    // Without a lead, or for another's id, the page is as built: nothing is named.
    for (const other of ['/thank-you', '/thank-you?lead=00000000-0000-4000-8000-000000000000']) {
      expect(await (await fetch(`${server.url}${other}`)).text()).toContain(
        '<p id="visit-booked" hidden=""',
      )
    }
  })

  test("malformed: a 400 naming the field in the visitor's words, with what was typed kept", async () => {
    const answer = await post(booking('Malformed Window', 'next tuesday'), 'text/html')
    expect(answer.status).toBe(400)
    const page = await answer.text()
    expect(page).toContain('Please pick one of the times shown, or No preference.')
    expect(page).toContain('value="Malformed Window"')
    expect(page).toContain('value="12 Elm Street"')
    const json = await post(booking('Malformed Window', '2026-13-99T25:00'))
    expect(await json.json()).toMatchObject({ errors: [{ field: 'visit-window' }] })
    expect(stored('Malformed Window')).toBeUndefined()
  })

  test('without the address: a 400 naming the address, the picked window kept checked', async () => {
    const [wanted = ''] = await openValues()
    const answer = await post(booking('No Address', wanted, { address: '  ' }), 'text/html')
    expect(answer.status).toBe(400)
    const page = await answer.text()
    expect(page).toContain('Please give the street address, so we know where to come.')
    expect(page).toContain(`checked="" value="${wanted}"`)
    expect(stored('No Address')).toBeUndefined()
  })

  test('past or unknown: the lead is stored without a window, and offered the open ones', async () => {
    for (const [name, window] of [
      ['Past Window', '2020-01-06T08:00-06:00'],
      ['Unknown Window', '2099-01-06T03:00-06:00'],
    ] as const) {
      const answer = await post(booking(name, window))
      expect(await answer.json()).toMatchObject({
        ok: true,
        visit: {
          lead: expect.any(String),
          days: expect.arrayContaining([expect.objectContaining({ windows: expect.any(Array) })]),
        },
      })
      expect(stored(name)).toMatchObject({ address: '12 Elm Street', visit: null })
    }
  })

  test('an emergency is called back: its window is not booked and no address is asked for', async () => {
    const [wanted = ''] = await openValues()
    const answer = await post(
      booking('Emergency Caller', wanted, { urgency: 'emergency', address: '' }),
    )
    expect(await answer.json()).toEqual({ ok: true, id: expect.any(String) })
    expect(stored('Emergency Caller')).toMatchObject({ visit: null })
    expect(await openValues()).toContain(wanted)
  })

  test('markup typed as the address is kept as text, never as markup', async () => {
    const [wanted = ''] = await openValues()
    const address = '<img src=x onerror=alert(1)> 5 Main St'
    const answer = await post(booking('Markup Address', wanted, { address, name: '' }), 'text/html')
    const page = await answer.text()
    expect(page).not.toContain('<img src=x')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; 5 Main St')
  })
})

describe('picking again after the window was taken', () => {
  async function tooLate(name: string) {
    const [wanted = ''] = await openValues()
    await post(booking(`${name} (first)`, wanted))
    const answer = await post(booking(name, wanted), 'text/html')
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location') ?? ''
    expect(location).toMatch(/^\/contact\/visit\?lead=[0-9a-f-]{36}$/)
    return { wanted, location, lead: location.split('=')[1] ?? '' }
  }

  test('the page says so and offers what is open; picking one books it for the same lead', async () => {
    const { wanted, location, lead } = await tooLate('Picks Again')
    const page = await (await fetch(`${server.url}${location}`)).text()
    expect(page).toContain('The time you picked was just taken')
    expect(page).not.toContain(`value="${wanted}"`)
    const [, other = ''] = await openValues()
    const answer = await post({ lead, 'visit-window': other }, 'text/html', '/contact/visit')
    expect(answer.headers.get('location')).toBe(`/thank-you?lead=${lead}`)
    expect(stored('Picks Again')?.visit?.start).toBe(new Date(other).toISOString())
    // One window per message: a second pick changes nothing.
    const [, , third = ''] = await openValues()
    await post({ lead, 'visit-window': third }, 'text/html', '/contact/visit')
    expect(stored('Picks Again')?.visit?.start).toBe(new Date(other).toISOString())
  })

  test('a made-up lead or a malformed window books nothing', async () => {
    const [open = ''] = await openValues()
    const madeUp = await post(
      { lead: '00000000-0000-4000-8000-000000000000', 'visit-window': open },
      'text/html',
      '/contact/visit',
    )
    expect(madeUp.status).toBe(303)
    expect(await openValues()).toContain(open)
    const { lead } = await tooLate('Malformed Again')
    const malformed = await post({ lead, 'visit-window': 'soon' }, 'text/html', '/contact/visit')
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('Please pick one of the times shown')
    expect(stored('Malformed Again')?.visit).toBeNull()
  })
})
