import Database from 'better-sqlite3'
import { PassThrough } from 'node:stream'
import { beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { postSignIn, sessionCookieOf, signedInRequests } from '../../tests/support/cms-sign-in'
import { contactForm, leadInput } from '../../tests/support/lead-input'
import { keptPhoto } from '../../tests/support/photos'
import { RIGGED_ADDRESSES } from '../../tests/support/rigged-addresses'
import { serveForTest, serveForSuite } from '../../tests/support/test-server'
import { openAccounts } from '../owner/accounts'
import type { Mailer } from '../leads/email-outbox'
import { DATABASE_FILE, openLeadStore } from '../leads/store'
import { type LeadInput, type StoredPhoto } from '../leads/types'

/**
 * The owner's inbox over HTTP, as a phone without script uses it, and as an attacker tries it:
 * without a session, from another site, with a removed editor's session.
 */
const PASSWORD = 'an ash by the garage door'
const sent: { subject: string; text: string }[] = []
const mailer: Mailer = {
  async send(message) {
    sent.push(message)
  },
}
const logged: string[] = []
let cookie: string
const ids: Record<string, string> = {}

const input = leadInput

/** The accounts and leads the tests work on, there before the server starts and sweeps spam. */
async function storeAccountsAndLeads(dataDir: string) {
  const accounts = openAccounts(dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  await accounts.add('sam.helper', PASSWORD, 'owner')
  // Made as cms-user makes one without --role: the site's content only.
  await accounts.add('ed.writer', PASSWORD)
  accounts.close()
  const store = openLeadStore(dataDir)
  const save = (
    key: string,
    overrides: Partial<LeadInput>,
    spam?: string,
    photos?: StoredPhoto[],
  ) => {
    ids[key] = store.saveLead(
      input(overrides),
      { ip: '203.0.113.1', userAgent: 'test' },
      { notify: false, spam, photos },
    ).id
  }
  save('pat', {})
  save(
    'storm',
    { name: 'Storm Photos', service: 'emergency-tree-services', urgency: 'emergency' },
    undefined,
    [await keptPhoto(1600, 1200), await keptPhoto(900, 1200)],
  )
  save('xss', {
    name: '<script>alert("name")</script>',
    comment: '=HYPERLINK("http://evil.example")',
  })
  save('old-spam', { name: 'Month-Old Robot' }, 'Too fast')
  store.close()
  // A spam post from 31 days ago: the server deletes it when it starts.
  const db = new Database(`${dataDir}/${DATABASE_FILE}`)
  db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(
    new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString(),
    ids['old-spam'],
  )
  db.close()
}

const stream = new PassThrough()
stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()))
const server = serveForSuite({
  prepare: ({ dataDir }) => storeAccountsAndLeads(dataDir),
  app: {
    logger: { stream },
    mail: { mailer, to: 'owner@example.com' },
    rateLimit: { max: 1000, windowMs: 60_000 },
  },
})
beforeAll(async () => {
  cookie = sessionCookieOf(await postSignIn(server.url, 'maria', PASSWORD))
})

const { get, post } = signedInRequests(
  () => server.url,
  () => cookie,
)
const leadPath = (key: string) => `/admin/leads/${ids[key]}`
/** A lead as the database holds it (read without opening its page, which marks it opened). */
function stored(key: string) {
  const store = openLeadStore(server.dataDir)
  try {
    return store.inbox.lead(ids[key] ?? '')
  } finally {
    store.close()
  }
}

describe('who may see and change leads', () => {
  test('there is an inbox once there is an account, at the same sign-in as the editor', async () => {
    const response = await get('/admin/leads', {})
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fleads')
    // Signing in from there leads back to the inbox.
    const signedIn = await postSignIn(server.url, 'maria', PASSWORD)
    expect(signedIn.headers.get('location')).toBe('/admin/leads')
  })

  test.each([
    '/admin/leads',
    '/admin/leads?folder=spam',
    '/admin/leads/sources',
    '/admin/leads/export.csv',
  ])('GET %s without a session: to the sign-in, nothing of a lead', async (path) => {
    const response = await get(path, {})
    expect(response.status).toBe(303)
    expect(await response.text()).not.toContain('Pat Green')
  })

  test('a lead, its deletion page and every change without a session: refused, nothing changes', async () => {
    expect((await get(leadPath('pat'), {})).status).toBe(303)
    expect((await get(`${leadPath('pat')}/delete`, {})).status).toBe(303)
    for (const [action, fields] of [
      ['status', { status: 'won' }],
      ['notes', { text: 'sneaky' }],
      ['not-spam', {}],
      ['delete', {}],
    ] as const) {
      const response = await post(`${leadPath('pat')}/${action}`, fields, { cookie: '' })
      expect(response.status, action).toBe(401)
    }
    expect(stored('pat')).toMatchObject({ status: 'new', notes: [], openedAt: null })
  })

  test('every change posted from another site, or with no Origin: 403, nothing changes', async () => {
    for (const origin of ['https://evil.example', '']) {
      for (const [action, fields] of [
        ['status', { status: 'lost' }],
        ['notes', { text: 'forged' }],
        ['delete', {}],
      ] as const) {
        const response = await post(`${leadPath('pat')}/${action}`, fields, { origin })
        expect(response.status, `${action} from ${origin || 'nowhere'}`).toBe(403)
      }
    }
    expect(stored('pat')).toMatchObject({ status: 'new', notes: [], openedAt: null })
  })

  test("an editor's account: 403 on every inbox page, action, photo and the CSV; nothing changes", async () => {
    const editor = { cookie: sessionCookieOf(await postSignIn(server.url, 'ed.writer', PASSWORD)) }
    const storm = stored('storm')
    const photo = `${leadPath('storm')}/photos/${storm?.photos[0]?.id ?? ''}`
    for (const path of [
      '/admin/leads',
      '/admin/leads?folder=spam',
      '/admin/leads/sources',
      '/admin/leads/export.csv',
      leadPath('pat'),
      `${leadPath('pat')}/delete`,
      photo,
      `${photo}/thumbnail`,
    ]) {
      const response = await get(path, editor)
      expect(response.status, path).toBe(403)
      const body = await response.text()
      expect(body, path).toContain('Only an owner’s account sees the leads')
      expect(body, path).not.toContain('Pat Green')
    }
    for (const [action, fields] of [
      ['status', { status: 'won' }],
      ['notes', { text: 'from the editor' }],
      ['not-spam', {}],
      ['delete', {}],
    ] as const) {
      const response = await post(`${leadPath('pat')}/${action}`, fields, editor)
      expect(response.status, action).toBe(403)
    }
    expect(stored('pat')).toMatchObject({ status: 'new', notes: [], openedAt: null })
    // An owner's session opens the same photo.
    expect((await get(photo)).status).toBe(200)
  })

  test('the Reply link of a lead with a rigged address: one recipient, only percent-encoded', async () => {
    const store = openLeadStore(server.dataDir)
    const { id } = store.saveLead(
      input({ name: 'Rigged Reply', email: RIGGED_ADDRESSES.copies }),
      { ip: '203.0.113.1', userAgent: 'test' },
      { notify: false },
    )
    store.close()
    const page = await (await get(`/admin/leads/${id}`)).text()
    // The Reply link stops at the response clock, which sends the owner on to the mailto: link.
    const stop = /<a class="button quiet" href="([^"]*)">Reply by e-mail<\/a>/.exec(page)?.[1]
    expect(stop).toBe(`/admin/leads/${id}/answer?via=reply`)
    const href = (await get(stop ?? '')).headers.get('location')
    expect(href).toBe(
      'mailto:a%3Fcc%3Devil%2540x.example%26bcc%3Dspy@example.com?subject=Your%20tree%20care%20request%20to%20Canopy%20Tree%20Care',
    )
  })

  test("a removed editor's session opens nothing", async () => {
    const samCookie = sessionCookieOf(await postSignIn(server.url, 'sam.helper', PASSWORD))
    expect((await get('/admin/leads', { cookie: samCookie })).status).toBe(200)
    const accounts = openAccounts(server.dataDir)
    accounts.remove('sam.helper')
    accounts.close()
    expect((await get('/admin/leads', { cookie: samCookie })).status).toBe(303)
    expect(
      (await post(`${leadPath('pat')}/status`, { status: 'won' }, { cookie: samCookie })).status,
    ).toBe(401)
  })

  test('pages: never cached or indexed, no script but the badge, and what a visitor typed is text', async () => {
    for (const path of [
      '/admin/leads',
      leadPath('xss'),
      '/admin/leads/sources',
      '/admin/leads?folder=spam',
    ]) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'self'/,
      )
      const html = await response.text()
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        '<script src="/admin/leads/badge.js" defer="">',
      ])
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
    expect(await (await get(leadPath('xss'))).text()).toContain(
      '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;',
    )
  })
})

describe('the photos a visitor sent', () => {
  const photoPaths = () => {
    const photos = stored('storm')?.photos ?? []
    return photos.map((photo) => `${leadPath('storm')}/photos/${photo.id}`)
  }

  test('thumbnails in the list and on the lead, each a link to the full photo; service and urgency shown', async () => {
    const [first, second] = photoPaths()
    const list = await (await get('/admin/leads')).text()
    expect(list).toContain(`src="${first}/thumbnail"`)
    expect(list).toContain('>Emergency</span>')
    const page = await (await get(leadPath('storm'))).text()
    expect(page).toContain(
      `<a href="${first}"><img src="${first}/thumbnail" alt="Photo 1 of 2, full size (1600 × 1200)"`,
    )
    expect(page).toContain(`<a href="${second}"><img src="${second}/thumbnail"`)
    expect(page).toContain('Emergency Tree Services')
    expect(page).toContain('Emergency: a tree down or on a building')
  })

  test('with a session: the photo and its thumbnail, as images the browser does not sniff or cache', async () => {
    const [first] = photoPaths()
    const full = await get(first ?? '')
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('image/jpeg')
    expect(full.headers.get('cache-control')).toBe('no-store')
    expect(full.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 1200,
    })
    const thumbnail = await get(`${first}/thumbnail`)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
    })
  })

  test("without a session: 401 and no picture; another lead's id or a made-up photo id: 404", async () => {
    const [first] = photoPaths()
    for (const path of [first ?? '', `${first}/thumbnail`]) {
      const response = await get(path, {})
      expect(response.status, path).toBe(401)
      expect(response.headers.get('content-type')).not.toMatch(/^image/)
    }
    const photoId = first?.split('/').at(-1) ?? ''
    for (const path of [
      `${leadPath('pat')}/photos/${photoId}`,
      `${leadPath('storm')}/photos/${'A'.repeat(22)}`,
      `${leadPath('storm')}/photos/..%2F..%2Fcms.sqlite`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})

describe('working a lead without script', () => {
  test('opening it, then Contacted and a note: each a plain form post, kept, in the history', async () => {
    const list = await (await get('/admin/leads')).text()
    expect(list).toMatch(/class="lead unread" href="[^"]+">.*Pat Green/)
    const page = await (await get(leadPath('pat'))).text()
    // Call, Text and Reply pass the response clock on their way to tel:, sms: and mailto:.
    for (const [via, target] of [
      ['call', 'tel:+12175550100'],
      ['text', 'sms:+12175550100'],
      ['reply', 'mailto:pat@example.com?subject='],
    ] as const) {
      const stop = `${leadPath('pat')}/answer?via=${via}`
      expect(page).toContain(`href="${stop}"`)
      expect((await get(stop)).headers.get('location')).toMatch(
        new RegExp(`^${target.replace(/[?+]/g, '\\$&')}`),
      )
    }
    const marked = await post(`${leadPath('pat')}/status`, { status: 'contacted' })
    expect(marked.status).toBe(303)
    // Back where the status buttons were, not at the top of the page.
    expect(marked.headers.get('location')).toBe(`${leadPath('pat')}?done=status-contacted#actions`)
    const noted = await post(`${leadPath('pat')}/notes`, { text: 'Left a voicemail <b>twice</b>.' })
    expect(noted.status).toBe(303)
    const after = await (await get(`${leadPath('pat')}?done=note`)).text()
    expect(after).toContain('Status: Contacted')
    expect(after).toContain('Note saved.')
    expect(after).toContain('Left a voicemail &lt;b&gt;twice&lt;/b&gt;.')
    expect(after).toContain('Status New → Contacted')
    const filtered = await (await get('/admin/leads?status=contacted')).text()
    expect(filtered).toContain('Pat Green')
    expect(filtered).not.toContain('HYPERLINK')
    // Opened: no longer marked new in the list.
    expect(await (await get('/admin/leads')).text()).not.toMatch(
      /class="lead unread" href="[^"]+">.*Pat Green/,
    )
  })

  test('a note that is empty, or a status that is none of them: 400, nothing kept', async () => {
    expect((await post(`${leadPath('pat')}/notes`, { text: '   ' })).status).toBe(400)
    expect((await post(`${leadPath('pat')}/status`, { status: 'archived' })).status).toBe(400)
    expect((await get('/admin/leads/not-a-lead')).status).toBe(404)
  })

  test('the CSV of the current filter, by a plain link, formula-safe', async () => {
    const response = await get('/admin/leads/export.csv?q=hyperlink')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const csv = await response.text()
    expect(csv.split('\r\n')[0]).toBe(
      'id,createdAt (America/Chicago),name,email,phone,comment,page,referrer,landingPage,utm,service,urgency,address,status,spam,visit_start,visit_end,visit_status,notes',
    )
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(csv).not.toContain('Pat Green')
    const contacted = await (await get('/admin/leads/export.csv?status=contacted')).text()
    expect(contacted).toContain('"Pat Green"')
    expect(contacted).toContain('"Contacted"')
  })
})

describe('spam is kept, not dropped', () => {
  const contactPost = (fields: Record<string, string>) =>
    fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(contactForm(fields)).toString(),
    })

  test('a honeypot post and a too-fast post: success for the sender, in Spam, no e-mail', async () => {
    const honeypot = await contactPost({ name: 'Honey Pot', 'bot-field': 'x' })
    const fast = await contactPost({ name: 'Fast Fingers', 'form-shown-ms': '850' })
    const person = await contactPost({ name: 'Slow Typist', 'form-shown-ms': '45000' })
    for (const response of [honeypot, fast, person]) expect(response.status).toBe(200)
    const inbox = await (await get('/admin/leads')).text()
    const spam = await (await get('/admin/leads?folder=spam')).text()
    expect(inbox).toContain('Slow Typist')
    for (const name of ['Honey Pot', 'Fast Fingers']) {
      expect(inbox).not.toContain(name)
      expect(spam).toContain(name)
    }
    await expect
      .poll(() => sent.map((message) => message.subject))
      .toEqual(['New website enquiry from Slow Typist'])
    ids.fast = ((await fast.json()) as { id: string }).id
  })

  test('"Not spam" moves it to the inbox and sends exactly one e-mail then', async () => {
    const before = sent.length
    const moved = await post(`${leadPath('fast')}/not-spam`, {})
    expect(moved.status).toBe(303)
    expect(await (await get('/admin/leads')).text()).toContain('Fast Fingers')
    await expect.poll(() => sent.length).toBe(before + 1)
    expect(sent.at(-1)?.subject).toBe('New website enquiry from Fast Fingers')
    // Again: it is in the inbox already; nothing more is sent.
    await post(`${leadPath('fast')}/not-spam`, {})
    // An e-mail that must not come can only be given time, not waited for.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sent.length).toBe(before + 1)
  })

  test('spam older than 30 days was deleted by the server itself', async () => {
    expect((await get(leadPath('old-spam'))).status).toBe(404)
  })
})

test('a lead deleted after its confirmation is gone; the deletion is told', async () => {
  const confirm = await (await get(`${leadPath('xss')}/delete`)).text()
  expect(confirm).toContain('Delete for good')
  const deleted = await post(`${leadPath('xss')}/delete`, {})
  expect(deleted.headers.get('location')).toBe('/admin/leads?done=deleted')
  expect(await (await get('/admin/leads?done=deleted')).text()).toContain('The lead was deleted.')
  expect((await get(leadPath('xss'))).status).toBe(404)
})

test('no log line holds a lead: no name, address, message or search', async () => {
  await get('/admin/leads?q=robin%40example.com')
  const log = logged.join('')
  expect(log).toContain('/admin/leads')
  for (const secret of ['Pat Green', 'pat@example.com', 'robin', 'silver maple', 'voicemail']) {
    expect(log).not.toContain(secret)
  }
})

test('without any account there is no inbox', async () => {
  const bare = await serveForTest()
  const response = await bare.inject({ method: 'GET', url: '/admin/leads' })
  expect(response.statusCode).toBe(404)
})
