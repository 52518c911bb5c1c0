import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { leadInput } from '../../tests/support/lead-input'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { buildApp } from '../app'
import { openAccounts } from '../owner/accounts'
import { DATABASE_FILE, openLeadStore } from '../leads/store'
import type { LeadInput } from '../leads/types'

/** Item 5 and 7 of issue 21 over HTTP: the response clock, phone search, the count, the CSV. */
const fixture = createSiteFixture()
const PASSWORD = 'a white oak by the shed'
const MINUTE = 60_000
let app: FastifyInstance
let base: string
let cookie: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  const accounts = openAccounts(fixture.dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  accounts.close()
  const store = openLeadStore(fixture.dataDir)
  const save = (key: string, overrides: Partial<LeadInput>) => {
    ids[key] = store.saveLead(
      leadInput(overrides),
      { ip: '203.0.113.1', userAgent: 'test' },
      {
        notify: false,
      },
    ).id
  }
  save('storm', { name: 'Stormy Weather', urgency: 'emergency', phone: '' })
  save('answered', { name: 'Answered Ash', phone: '(217) 555-0111' })
  save('waiting', { name: 'Waiting Willow', phone: '(217) 555-3490' })
  save('tapped', { name: 'Tapped Tupelo', phone: '217.555.0122', email: 'tupelo@example.com' })
  store.close()
  const db = new Database(`${fixture.dataDir}/${DATABASE_FILE}`)
  const now = Date.now()
  const at = (agoMs: number) => new Date(now - agoMs).toISOString()
  // The oldest is the emergency; "answered" waited 12 minutes; "waiting" came in 2 hours ago.
  const update = db.prepare(
    'UPDATE leads SET created_at = ?, first_answer_at = ?, first_answer_via = ? WHERE id = ?',
  )
  update.run(at(5 * 60 * MINUTE), null, null, ids.storm)
  update.run(at(3 * 60 * MINUTE), at(3 * 60 * MINUTE - 12 * MINUTE), 'call', ids.answered)
  update.run(at(2 * 60 * MINUTE + 5 * MINUTE), null, null, ids.waiting)
  update.run(at(30 * MINUTE), null, null, ids.tapped)
  db.close()
  app = await buildApp({
    clientDir: fixture.clientDir,
    dataDir: fixture.dataDir,
    rateLimit: { max: 1000, windowMs: 60_000 },
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  cookie = sessionCookieOf(await postSignIn(base, 'maria', PASSWORD))
})
afterAll(async () => {
  await app.close()
  fixture.cleanup()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { cookie, ...headers }, redirect: 'manual' })
const page = async (path: string) => (await get(path)).text()
const leadPath = (key: string) => `/admin/leads/${ids[key]}`
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
function stored(key: string) {
  const store = openLeadStore(fixture.dataDir)
  try {
    return store.inbox.lead(ids[key] ?? '')
  } finally {
    store.close()
  }
}

describe('the inbox list as an owner works it', () => {
  test('the unopened count is in the title and on <body> for the app icon', async () => {
    const list = await page('/admin/leads')
    expect(list).toContain('<title>(4) Inbox · Leads</title>')
    expect(list).toContain('<body data-unopened="4">')
    expect(await page('/admin/leads/sources')).toContain(
      '<title>(4) Where leads come from · Leads</title>',
    )
  })

  test('an unopened emergency is first although it is the oldest; once opened, it takes its place', async () => {
    const names = (html: string) =>
      [...html.matchAll(/<span class="who">([^<]+)/g)].map((match) => match[1])
    expect(names(await page('/admin/leads'))).toEqual([
      'Stormy Weather',
      'Tapped Tupelo',
      'Waiting Willow',
      'Answered Ash',
    ])
    await page(leadPath('storm'))
    const after = await page('/admin/leads')
    expect(names(after).at(-1)).toBe('Stormy Weather')
    // Opening the lead took one off the count.
    expect(after).toContain('<title>(3) Inbox · Leads</title>')
  })

  test.each(['2175553490', '+1 217 555 3490', '217.555.3490', '(217) 555-3490'])(
    'a search for %s finds the lead typed as (217) 555-3490',
    async (query) => {
      const list = await page(`/admin/leads?q=${encodeURIComponent(query)}`)
      expect(list).toContain('Waiting Willow')
      expect(list).not.toContain('Answered Ash')
    },
  )

  test('each row shows how long its lead waited for a first answer', async () => {
    const list = await page('/admin/leads')
    expect(list).toMatch(/Answered Ash.*· Answered after 12 min/s)
    expect(list).toMatch(/Waiting Willow.*· Waiting 2 h 5 min/s)
  })
})

describe('the response clock', () => {
  test("the lead's page says how long it waited, or has waited so far", async () => {
    expect(await page(leadPath('answered'))).toContain('Answered after 12 min')
    expect(await page(leadPath('waiting'))).toContain('Waiting 2 h 5 min')
  })

  test('Call, Text and Reply go on to tel:, sms: and mailto:; only the first tap is kept', async () => {
    const call = await get(`${leadPath('tapped')}/answer?via=call`, SAME_ORIGIN)
    expect(call.status).toBe(303)
    expect(call.headers.get('location')).toBe('tel:+12175550122')
    const first = stored('tapped')
    expect(first).toMatchObject({ firstAnswerVia: 'call', firstAnswerAt: expect.any(String) })

    const text = await get(`${leadPath('tapped')}/answer?via=text`, SAME_ORIGIN)
    expect(text.headers.get('location')).toBe('sms:+12175550122')
    const reply = await get(`${leadPath('tapped')}/answer?via=reply`, SAME_ORIGIN)
    expect(reply.headers.get('location')).toMatch(/^mailto:tupelo@example\.com\?subject=/)
    expect(stored('tapped')).toMatchObject({
      firstAnswerVia: 'call',
      firstAnswerAt: first?.firstAnswerAt,
    })
    expect(stored('tapped')?.history.map((entry) => entry.what)).toEqual([
      'First answer: tapped Call',
    ])
    expect(await page(leadPath('tapped'))).toMatch(/Answered after (29|30|31) min/)
  })

  test('a link from another site, or one that cannot show where it came from, goes on but is not kept', async () => {
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
      {},
    ]
    for (const headers of elsewhere) {
      const response = await get(`${leadPath('waiting')}/answer?via=call`, headers)
      expect(response.status, JSON.stringify(headers)).toBe(303)
      expect(response.headers.get('location')).toBe('tel:+12175553490')
      expect(stored('waiting')?.firstAnswerAt, JSON.stringify(headers)).toBeNull()
    }
    // A browser without fetch metadata, from the lead's own page, is believed by its Referer.
    await get(`${leadPath('waiting')}/answer?via=text`, {
      referer: `${base}${leadPath('waiting')}`,
    })
    expect(stored('waiting')?.firstAnswerVia).toBe('text')
  })

  test('without a session it leads to the sign-in; an unknown way or a lead without a phone: 404', async () => {
    const anonymous = await fetch(`${base}${leadPath('answered')}/answer?via=call`, {
      headers: SAME_ORIGIN,
      redirect: 'manual',
    })
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toMatch(/^\/admin\/login\?next=/)
    expect((await get(`${leadPath('answered')}/answer?via=fax`, SAME_ORIGIN)).status).toBe(404)
    expect((await get(`${leadPath('storm')}/answer?via=call`, SAME_ORIGIN)).status).toBe(404)
    expect(stored('storm')?.firstAnswerAt).toBeNull()
  })

  test('a note brings the owner back to the notes', async () => {
    const response = await fetch(`${base}${leadPath('answered')}/notes`, {
      method: 'POST',
      body: new URLSearchParams({ text: 'Quoted $450\nfor the ash.' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie },
      redirect: 'manual',
    })
    expect(response.headers.get('location')).toBe(`${leadPath('answered')}?done=note#notes`)
    // The notice stands in the notes section, where the page opens.
    expect(await page(`${leadPath('answered')}?done=note`)).toMatch(
      /<section id="notes"[^>]*><h2 id="notes-heading">Notes<\/h2><p class="notice" role="status">Note saved\.<\/p>/,
    )
  })

  test('the CSV has the notes, and times on the business clock with the zone in the header', async () => {
    const csv = await page('/admin/leads/export.csv?q=ash')
    const [header, row] = csv.split('\r\n')
    expect(header?.split(',')[1]).toBe('createdAt (America/Chicago)')
    expect(header?.split(',').at(-1)).toBe('notes')
    expect(row).toMatch(/^"[^"]+","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/)
    expect(row).toMatch(/, maria: Quoted \$450\nfor the ash\."$/)
    const store = openLeadStore(fixture.dataDir)
    const createdAt = store.inbox.lead(ids.answered ?? '')?.createdAt ?? ''
    store.close()
    const chicago = new Date(createdAt).toLocaleString('sv-SE', { timeZone: 'America/Chicago' })
    expect(row).toContain(`"${chicago}"`)
  })
})

describe('Where leads come from: time to first answer', () => {
  test('medians over 30 and 90 days, a chart with a name, and its figures in a 13-week table', async () => {
    const sources = await page('/admin/leads/sources')
    expect(sources).toContain('<strong>Last 30 days:</strong>')
    expect(sources).toContain('<strong>Last 90 days:</strong>')
    const svg = /<svg [^>]*>/.exec(sources)?.[0] ?? ''
    expect(svg).toContain('role="img"')
    expect(svg).toMatch(/aria-label="Leads, won leads and median time to first answer per week/)
    // Colours come from the stylesheet's tokens (classes), never fixed in the drawing.
    expect(sources).not.toMatch(/<svg.*(fill|stroke)="#[0-9a-f]/s)
    const table =
      /<table class="weeks"><caption>Week by week[\s\S]*?<\/table>/.exec(sources)?.[0] ?? ''
    expect(table.match(/<tr><th scope="row">/g)).toHaveLength(13)
    // Every lead of the last 13 weeks is counted once, in the week it came.
    const counts = [...table.matchAll(/<\/th><td class="n">(\d+)<\/td>/g)].map((match) =>
      Number(match[1]),
    )
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4)
  })
})
