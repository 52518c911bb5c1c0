import Database from 'better-sqlite3'
import { beforeAll, describe, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf, signedInRequests } from '../../tests/support/cms-sign-in'
import { leadInput } from '../../tests/support/lead-input'
import { keptPhoto } from '../../tests/support/photos'
import { serveForSuite } from '../../tests/support/test-server'
import { DATABASE_FILE, openLeadStore } from '../leads/store'
import { openAccounts } from '../owner/accounts'
import type { OpenWindow } from '../visits/windows'
import { visitWhen } from '../visits/visit-words'
import { renderPage } from './layout'
import { UpcomingPage } from './upcoming-page'

/**
 * The owner's visit pages over HTTP, as a phone without script uses them, and as an attacker
 * tries them: from another site, with an editor's (not an owner's) session, with markup in a name.
 */
const PASSWORD = 'a honey locust by the drive'
const ids: Record<string, string> = {}
let windows: readonly OpenWindow[] = []
let cookie: string
let editorCookie: string

async function storeAccountsAndVisits(dataDir: string) {
  const accounts = openAccounts(dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  await accounts.add('ed.writer', PASSWORD)
  accounts.close()
  const store = openLeadStore(dataDir)
  windows = store.visits.openWindows()
  const save = async (key: string, window: OpenWindow | undefined, name: string, photos = 0) => {
    ids[key] = store.saveLead(
      leadInput({ name, address: `${key === 'xss' ? '<b>1</b> ' : '12 '}Elm St, Springfield` }),
      { ip: '203.0.113.1', userAgent: 'test' },
      {
        notify: false,
        visit: window?.local,
        photos: await Promise.all(Array.from({ length: photos }, () => keptPhoto(1200, 900))),
      },
    ).id
  }
  await save('pat', windows[0], 'Pat Green', 1)
  await save('robin', windows[1], 'Robin Oak')
  await save('lee', windows[2], 'Lee Birch')
  await save('xss', windows[3], '<img src=x onerror=alert(1)>')
  store.close()
}

const server = serveForSuite({ prepare: ({ dataDir }) => storeAccountsAndVisits(dataDir) })
beforeAll(async () => {
  cookie = sessionCookieOf(await postSignIn(server.url, 'maria', PASSWORD))
  editorCookie = sessionCookieOf(await postSignIn(server.url, 'ed.writer', PASSWORD))
})

const { get, post } = signedInRequests(
  () => server.url,
  () => cookie,
)
const leadPath = (key: string) => `/admin/leads/${ids[key]}`

function database<T>(read: (db: Database.Database) => T): T {
  const db = new Database(`${server.dataDir}/${DATABASE_FILE}`, { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
const mailsOf = (key: string) =>
  database((db) =>
    db.prepare('SELECT kind FROM visit_mail_outbox WHERE lead_id = ?').all(ids[key] ?? ''),
  )
const visitOf = (key: string) =>
  database((db) =>
    db.prepare('SELECT start, status FROM visits WHERE lead_id = ?').get(ids[key] ?? ''),
  )

const EVERY_POST = [
  ['/visit/confirm', {}],
  ['/visit/decline', {}],
  ['/visit/move', { window: 'later' }],
] as const

describe('who may change a visit or the visit hours', () => {
  test('every new post from another site, or with no Origin: 403, nothing changes', async () => {
    for (const origin of ['https://evil.example', '']) {
      for (const [action, fields] of EVERY_POST) {
        const body = action === '/visit/move' ? { window: windows[5]?.local ?? '' } : fields
        const response = await post(`${leadPath('robin')}${action}`, body, { origin })
        expect(response.status, `${action} from ${origin || 'nowhere'}`).toBe(403)
      }
      const hours = await post(
        '/admin/leads/availability',
        { notice: '0', horizon: '3' },
        { origin },
      )
      expect(hours.status).toBe(403)
    }
    expect(visitOf('robin')).toMatchObject({ start: windows[1]?.start, status: 'requested' })
    expect(mailsOf('robin')).toEqual([])
    const hours = await (await get('/admin/leads/availability')).text()
    expect(hours).toMatch(/id="horizon"[^>]* value="14"/)
  })

  test("an editor's account (not an owner's): 403 on the visit pages and every visit post", async () => {
    const editor = { cookie: editorCookie }
    for (const path of ['/admin/leads/availability', '/admin/leads/visits', leadPath('robin')]) {
      const response = await get(path, editor)
      expect(response.status, path).toBe(403)
      expect(await response.text(), path).not.toContain('Robin Oak')
    }
    for (const [action, fields] of EVERY_POST) {
      const response = await post(`${leadPath('robin')}${action}`, fields, editor)
      expect(response.status, action).toBe(403)
    }
    const hours = await post('/admin/leads/availability', { notice: '0', horizon: '3' }, editor)
    expect(hours.status).toBe(403)
    expect(visitOf('robin')).toMatchObject({ status: 'requested' })
  })

  test('markup in a name or an address is text on the lead, Upcoming and the CSV', async () => {
    for (const path of [leadPath('xss'), '/admin/leads/visits']) {
      const html = await (await get(path)).text()
      expect(html, path).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(html, path).toContain('&lt;b&gt;1&lt;/b&gt; Elm St')
      expect(html, path).not.toContain('<img src=x')
      expect(html.match(/<script\b[^>]*>/g), path).toEqual([
        '<script src="/admin/leads/badge.js" defer="">',
      ])
    }
  })
})

describe("the lead's Visit block, without script", () => {
  test('the requested window on the business clock, the address with a map link, the buttons', async () => {
    const html = await (await get(leadPath('pat'))).text()
    const block = html.slice(html.indexOf('id="visit"'), html.indexOf('id="actions"'))
    expect(block).toContain(visitWhen(windows[0] ?? { start: '', end: '' }))
    expect(block).toContain('Requested: waiting for you')
    expect(block).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=12%20Elm%20St%2C%20Springfield"',
    )
    expect(block).toContain('>Confirm</button>')
    expect(block).toContain('>Decline</button>')
    // Offer another time: the open windows as radios; the lead's own and the others' are not open.
    expect(block).toContain(`value="${windows[4]?.local ?? ''}"`)
    expect(block).not.toContain(`value="${windows[1]?.local ?? ''}"`)
  })

  test('Confirm: back at #visit, said, one e-mail queued and a history line; again: nothing more', async () => {
    const confirmed = await post(`${leadPath('pat')}/visit/confirm`, {})
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${leadPath('pat')}?done=visit-confirmed#visit`)
    const page = await (await get(`${leadPath('pat')}?done=visit-confirmed`)).text()
    expect(page).toContain('Visit confirmed.')
    expect(page).toContain('Visit confirmed: ')
    expect(mailsOf('pat')).toEqual([{ kind: 'confirmed' }])
    const again = await post(`${leadPath('pat')}/visit/confirm`, {})
    expect(again.headers.get('location')).toBe(`${leadPath('pat')}?done=visit-unchanged#visit`)
    expect(mailsOf('pat')).toEqual([{ kind: 'confirmed' }])
  })

  test('Offer another time for a window that is taken: nothing changes, and the owner is told', async () => {
    const taken = await post(`${leadPath('lee')}/visit/move`, { window: windows[1]?.local ?? '' })
    expect(taken.headers.get('location')).toBe(`${leadPath('lee')}?done=visit-taken#visit`)
    const page = await (await get(`${leadPath('lee')}?done=visit-taken`)).text()
    expect(page).toContain('That time is no longer open, so nothing changed.')
    expect(visitOf('lee')).toMatchObject({ start: windows[2]?.start, status: 'requested' })
    expect(mailsOf('lee')).toEqual([])
    expect((await post(`${leadPath('lee')}/visit/move`, {})).status).toBe(400)
  })

  test('Offer another time for an open window: moved, confirmed, the old window open again', async () => {
    const moved = await post(`${leadPath('lee')}/visit/move`, { window: windows[6]?.local ?? '' })
    expect(moved.headers.get('location')).toBe(`${leadPath('lee')}?done=visit-moved#visit`)
    expect(visitOf('lee')).toMatchObject({ start: windows[6]?.start, status: 'confirmed' })
    expect(mailsOf('lee')).toEqual([{ kind: 'moved' }])
    const hours = await (await get('/admin/leads/availability')).text()
    expect(hours).toContain('What a visitor is offered now')
  })

  test('Decline gives the place back: the window is offered again', async () => {
    const declined = await post(`${leadPath('robin')}/visit/decline`, {})
    expect(declined.headers.get('location')).toBe(`${leadPath('robin')}?done=visit-declined#visit`)
    expect(visitOf('robin')).toMatchObject({ status: 'declined' })
    expect(mailsOf('robin')).toEqual([{ kind: 'declined' }])
    const html = await (await get(leadPath('pat'))).text()
    expect(html).toContain(`value="${windows[1]?.local ?? ''}"`)
  })
})

describe('Upcoming visits', () => {
  test('by day, each with time, name, tel: link, address, photos; requested marked for the owner', async () => {
    const html = await (await get('/admin/leads/visits')).text()
    expect(html).toContain('<h1>Upcoming visits</h1>')
    expect(html).toContain('aria-current="page">Upcoming visits</a>')
    expect(html).toContain(`<a href="${leadPath('pat')}">Pat Green</a>`)
    expect(html).toContain('href="tel:+12175550100">Call (217) 555-0100</a>')
    expect(html).toMatch(new RegExp(`src="${leadPath('pat')}/photos/[\\w-]{22}/thumbnail"`))
    expect(html).toContain('Requested: waiting for you')
    expect(html).toContain('>Confirmed</span>')
    // The declined one is not on the way.
    expect(html).not.toContain('Robin Oak')
    expect(html.match(/<h2 id="day-\d+">/g)?.length).toBeGreaterThanOrEqual(1)
  })

  test('the CSV lists the address and each visit', async () => {
    const csv = await (await get('/admin/leads/export.csv')).text()
    expect(csv).toMatch(
      /"Pat Green",.*"12 Elm St, Springfield",.*"\d{4}-\d\d-\d\d \d\d:\d\d:00","[^"]+","confirmed","[^"]*"\r\n/,
    )
  })
})

describe('visit hours', () => {
  test('the page: the windows, the zone, how soon and how far ahead, and a preview', async () => {
    const html = await (await get('/admin/leads/availability')).text()
    expect(html).toContain('Times are in America/Chicago')
    expect(html).toContain('name="hours-0-start" value="08:00"')
    expect(html).toContain('name="hours-3-end" value="17:00"')
    // Blank rows to add a window without script.
    expect(html).toContain('name="hours-5-start" value=""')
    expect(html).toContain('What a visitor is offered now')
  })

  test('bad input: 400 naming each field in the owner’s words, everything typed kept', async () => {
    const response = await post('/admin/leads/availability', {
      'hours-0-day-1': 'on',
      'hours-0-start': '10:00',
      'hours-0-end': '08:00',
      'hours-0-places': '1',
      'hours-1-day-6': 'on',
      'hours-1-start': '09:00',
      'hours-1-end': '11:00',
      'hours-1-places': 'two',
      daysOff: '2026-12-24\nChristmas',
      notice: '1',
      horizon: '30',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Window 1: its end comes after its start.')
    expect(html).toContain('Window 2: how many visits it takes: a whole number, 1 or more.')
    expect(html).toContain('Days off: “Christmas” is not a date such as 2026-12-25.')
    expect(html).toContain('name="hours-1-places" value="two"')
    expect(html).toContain('name="hours-1-start" value="09:00"')
    expect(html).toMatch(/id="hours-1-day-6" name="hours-1-day-6" checked=""/)
    expect(html).toContain('2026-12-24\nChristmas</textarea>')
    expect(html).toMatch(/id="horizon"[^>]* value="30"/)
    // Nothing saved.
    expect(await (await get('/admin/leads/availability')).text()).toContain(
      'name="hours-0-start" value="08:00"',
    )
  })

  test('a save: a window removed, one added, a day off; kept and shown in the preview', async () => {
    const html = await (await get('/admin/leads/availability')).text()
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="(?:time|number)"[^>]* name="([^"]+)" value="([^"]*)"/g)].map(
        (match) => [match[1] ?? '', match[2] ?? ''],
      ),
    )
    const days = [...html.matchAll(/name="(hours-\d+-day-\d)" checked=""/g)].map((m) => [
      m[1] ?? '',
      'on',
    ])
    const saved = await post('/admin/leads/availability', {
      ...fields,
      ...Object.fromEntries(days),
      'hours-3-remove': 'on',
      'hours-4-day-6': 'on',
      'hours-4-start': '09:00',
      'hours-4-end': '12:00',
      'hours-4-places': '2',
      daysOff: '2027-01-01',
      notice: '1',
      horizon: '21',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/admin/leads/availability?done=saved')
    const after = await (await get('/admin/leads/availability?done=saved')).text()
    expect(after).toContain('The visit hours are saved.')
    expect(after).not.toContain('value="17:00"')
    expect(after).toContain('name="hours-3-start" value="09:00"')
    expect(after).toContain('2027-01-01</textarea>')
    expect(after).toMatch(/id="horizon"[^>]* value="21"/)
  })
})

test('Upcoming visits with none booked says so, and how one comes', () => {
  const html = renderPage(UpcomingPage({ editor: 'maria', siteEditor: false, visits: [] }))
  expect(html).toContain('No visit is booked from today on.')
  expect(html).not.toContain('<h2')
})
