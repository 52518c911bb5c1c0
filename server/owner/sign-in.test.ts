import Database from 'better-sqlite3'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { cmsUser } from '../cli/cms-user'
import { deviceCookieOf, postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { type SiteFixture, serveForTest, serveForSuite } from '../../tests/support/test-server'
import { CMS_DATABASE_FILE, SESSION_IDLE_MS, openAccounts } from './accounts'
import { NAME_DAILY_FAILURES, PAIR_FREE_TRIES } from './sign-in-limits'
import { SIGN_IN_MESSAGES } from './sign-in'

const PASSWORD = 'seven oaks by the river'
/** The editor on, saving into the data folder; behind a proxy, as the site's deploy has it. */
const editing = ({ dataDir }: SiteFixture) => ({ cms: { workingCopy: dataDir, publish: false } })
const editingBehindProxy = (site: SiteFixture) => ({ ...editing(site), trustProxy: 1 })
const server = serveForSuite({
  prepare: async ({ clientDir, dataDir }) => {
    // The editor's own page, pre-rendered like any other: it must still ask for a sign-in.
    mkdirSync(path.join(clientDir, 'admin'), { recursive: true })
    writeFileSync(path.join(clientDir, 'admin/index.html'), '<!doctype html><title>Editor</title>')
    await cmsUser(['add', 'maria'], dataDir, async () => `${PASSWORD}\n`)
    await cmsUser(['add', 'locked.out'], dataDir, async () => PASSWORD)
    await cmsUser(['add', 'burst.target'], dataDir, async () => PASSWORD)
    await cmsUser(['add', 'flood.owner', '--role', 'owner'], dataDir, async () => PASSWORD)
  },
  app: editing,
})
/** The same site behind one reverse proxy (TRUST_PROXY=1), which names the client's address. */
const proxiedServer = serveForSuite({
  site: server.site,
  app: editingBehindProxy,
})

/** Failures written straight into the store, as a long campaign would have left them. */
function recordFailures(key: string, count: number) {
  const db = new Database(path.join(server.dataDir, CMS_DATABASE_FILE))
  const insert = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')
  const now = Date.now()
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) insert.run(key, now - index)
  })()
  db.close()
}

function failureRows() {
  const db = new Database(path.join(server.dataDir, CMS_DATABASE_FILE), { readonly: true })
  try {
    return db.prepare('SELECT key, at FROM sign_in_failures ORDER BY rowid').all()
  } finally {
    db.close()
  }
}

const signIn = (name: string, password: string, headers: Record<string, string> = {}) =>
  postSignIn(server.url, name, password, headers)
const cookieOf = sessionCookieOf
const proxied = {
  signIn: (name: string, password: string, headers: Record<string, string>) =>
    postSignIn(proxiedServer.url, name, password, headers),
}

describe('cms-user', () => {
  // Each add hashes a password with scrypt, and zxcvbn loads its dictionaries: CPU-bound work.
  test('adds, lists and removes editors; a short password or a bad name is refused', async () => {
    const dataDir = createSiteFixture()
    const read = (password: string) => async () => password
    await cmsUser(['add', 'sam'], dataDir.dataDir, read('a very long passphrase\n'))
    expect(await cmsUser(['list'], dataDir.dataDir, read(''))).toBe('sam\teditor')
    expect(await cmsUser(['unlock', 'sam'], dataDir.dataDir, read(''))).toContain('sign in again')
    await expect(cmsUser(['add', 'lee'], dataDir.dataDir, read('short'))).rejects.toThrow(
      /at least 12 characters/,
    )
    await expect(cmsUser(['add', '../x'], dataDir.dataDir, read(PASSWORD))).rejects.toThrow(
      /name is 2 to 32/,
    )
    // Long enough but easy to guess: refused, saying why.
    await expect(cmsUser(['add', 'lee'], dataDir.dataDir, read('password1234'))).rejects.toThrow(
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    )
    await expect(cmsUser(['add', 'lee'], dataDir.dataDir, read(' '.repeat(12)))).rejects.toThrow(
      /^This password is too easy to guess\. Repeated characters like "aaa" are easy to guess\./,
    )
    // A role is owner or editor, and only with add.
    await expect(
      cmsUser(['add', 'lee', '--role', 'admin'], dataDir.dataDir, read(PASSWORD)),
    ).rejects.toThrow('--role is owner or editor, and goes with add.')
    await expect(cmsUser(['list', '--role', 'owner'], dataDir.dataDir, read(''))).rejects.toThrow(
      /--role/,
    )
    await expect(cmsUser(['list', '--force'], dataDir.dataDir, read(''))).rejects.toThrow(/usage/)
    expect(await cmsUser(['add', 'pat', '--role', 'owner'], dataDir.dataDir, read(PASSWORD))).toBe(
      'Owner pat can sign in at /admin/login.',
    )
    expect(await cmsUser(['list'], dataDir.dataDir, read(''))).toBe('pat\towner\nsam\teditor')
    await cmsUser(['remove', 'pat'], dataDir.dataDir, read(''))
    const copy = path.join(dataDir.dataDir, 'backups/cms.sqlite')
    expect(await cmsUser(['backup', copy], dataDir.dataDir, read(''))).toContain(copy)
    const restored = openAccounts(path.dirname(copy))
    expect(restored.names()).toEqual(['sam'])
    restored.close()
    expect(await cmsUser(['remove', 'sam'], dataDir.dataDir, read(''))).toContain('removed')
    expect(await cmsUser(['list'], dataDir.dataDir, read(''))).toBe('')
    await expect(cmsUser(['drop'], dataDir.dataDir, read(''))).rejects.toThrow(/usage/)
    dataDir.cleanup()
  }, 30_000)

  test('stores a memory-hard hash, never the password', () => {
    const db = new Database(path.join(server.dataDir, CMS_DATABASE_FILE), { readonly: true })
    const row = db
      .prepare<[string], { password_hash: string }>(
        'SELECT password_hash FROM editors WHERE name = ?',
      )
      .get('maria')
    db.close()
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$3\$[\w+/=]{24}\$[\w+/=]{44}$/)
    expect(readFileSync(path.join(server.dataDir, CMS_DATABASE_FILE)).includes(PASSWORD)).toBe(
      false,
    )
    // Readable by the server's user alone, like the leads.
    expect(statSync(path.join(server.dataDir, CMS_DATABASE_FILE)).mode & 0o777).toBe(0o600)
  })
})

describe('sign-in page', () => {
  test('is a plain HTML form (no script), kept out of search and caches', async () => {
    const response = await fetch(`${server.url}/admin/login`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    // Other sites' windows are kept away from the editor; its own sign-in pop-up may answer it.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    const html = await response.text()
    expect(html).toContain('<form method="post" action="/admin/login">')
    expect(html).toContain('autocomplete="current-password"')
    expect(html).not.toContain('<script')
  })

  test('the editor behind it asks for a sign-in first', async () => {
    const response = await fetch(`${server.url}/admin`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin/login')
  })

  test('the right password signs in with an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await signIn('maria', PASSWORD)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^cms-session=[\w-]{43}; /)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    // Served over plain HTTP here; behind HTTPS it is __Host- and Secure (next test).
    expect(cookie).not.toContain('Secure')
    const editor = await fetch(`${server.url}/admin`, {
      headers: { cookie: cookieOf(response) },
      redirect: 'manual',
    })
    expect(editor.status).toBe(200)
    expect(await editor.text()).toContain('<title>Editor</title>')
    // maria is an editor (cms-user's default): the site's content, not the leads.
    const leads = await fetch(`${server.url}/admin/leads`, {
      headers: { cookie: cookieOf(response) },
    })
    expect(leads.status).toBe(403)
  })

  test('behind HTTPS the cookie is __Host- prefixed and Secure', async () => {
    const secure = await serveForTest({
      site: server.site,
      app: editingBehindProxy,
    })
    const response = await secure.inject({
      method: 'POST',
      url: '/admin/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        host: 'trees.example',
        origin: 'https://trees.example',
      },
      payload: new URLSearchParams({ name: 'maria', password: PASSWORD }).toString(),
    })
    expect(response.statusCode).toBe(303)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^__Host-cms-session=/)
    expect(cookie).toContain('Secure')
    const cookies = [response.headers['set-cookie'] ?? []].flat()
    expect(cookies).toHaveLength(2)
    expect(cookies[1]).toMatch(/^__Host-cms-device=[^;]+; Path=\/; HttpOnly; SameSite=Strict; /)
    expect(cookies[1]).toContain('Secure')
  })

  test('a wrong password and an unknown name get the same answer', async () => {
    const wrong = await signIn('maria', 'not the password at all')
    const unknown = await signIn('nobody', 'not the password at all')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const wrongPage = (await wrong.text()).replace('value="maria"', 'value="NAME"')
    const unknownPage = (await unknown.text()).replace('value="nobody"', 'value="NAME"')
    expect(wrongPage).toBe(unknownPage)
    expect(wrongPage).toContain(SIGN_IN_MESSAGES.wrong)
  })

  test('five wrong passwords from one address lock it out of that name; the owner elsewhere is not', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address })
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      const miss = await proxied.signIn(
        'locked.out',
        `wrong guess ${attempt}`,
        from('198.51.100.7'),
      )
      expect(miss.status).toBe(401)
    }
    const locked = await proxied.signIn('locked.out', PASSWORD, from('198.51.100.7'))
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('60')
    expect(await locked.text()).toContain(SIGN_IN_MESSAGES.locked(60))
    expect((await proxied.signIn('locked.out', PASSWORD, from('203.0.113.20'))).status).toBe(303)
    // Another editor is not locked by it either.
    expect((await proxied.signIn('maria', PASSWORD, from('198.51.100.7'))).status).toBe(303)
    // Five scrypt checks of 32 MiB each, and three more: past Vitest's default 5 s on a busy machine.
  }, 30_000)

  test('41 sign-ins at once for one name, the right password 31st: no session; the site keeps serving', async () => {
    const attempts = Array.from({ length: 41 }, (_, index) =>
      signIn('burst.target', index === 30 ? PASSWORD : `wrong guess ${index}`),
    )
    const asset = fetch(`${server.url}/assets/app-abc123.js`)
    const answers = await Promise.all(attempts)
    expect(answers.map((answer) => answer.status).filter((status) => status === 303)).toEqual([])
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401, 429]))
    expect(answers.every((answer) => answer.headers.get('set-cookie') === null)).toBe(true)
    expect((await asset).status).toBe(200)
  }, 30_000)

  test('a sign-in also marks the browser a known device: a year, HttpOnly, SameSite=Strict', async () => {
    const response = await signIn('maria', PASSWORD)
    const device = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('cms-device='))
    expect(device).toMatch(/^cms-device=[\w-]+\.\d+\.[\w-]+\.[\w-]{43}; /)
    expect(device).toContain('HttpOnly')
    expect(device).toContain('SameSite=Strict')
    expect(device).toContain(`Max-Age=${365 * 24 * 60 * 60}`)
    // Signing out ends the session and keeps the device known.
    const out = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      headers: { cookie: cookieOf(response), origin: server.url },
      redirect: 'manual',
    })
    expect(out.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'cms-session',
    ])
  })

  test('during a flood of wrong passwords from many addresses, a known device signs in on the first try', async () => {
    const home = { 'x-forwarded-for': '203.0.113.60' }
    const first = await proxied.signIn('flood.owner', PASSWORD, home)
    expect(first.status).toBe(303)
    const device = deviceCookieOf(first)
    expect(device).toMatch(/^cms-device=/)
    // A day of a botnet's misses on the name, and its flood going on now: IPv4 addresses, many
    // addresses of one IPv6 /64, and many /64s.
    recordFailures('name:flood.owner', NAME_DAILY_FAILURES)
    const flood = Array.from({ length: 45 }, (_, index) =>
      proxied.signIn('flood.owner', `a guess ${index}`, {
        'x-forwarded-for': [
          `198.51.100.${index}`,
          `2001:db8:bad:1::${index.toString(16)}`,
          `2001:db8:bad:${index.toString(16)}::1`,
        ][index % 3]!,
      }),
    )
    // The owner, on the phone's network now (a new address), in the browser that signed in before.
    const owner = await proxied.signIn('flood.owner', PASSWORD, {
      'x-forwarded-for': '2001:db8:77:1::5',
      cookie: device,
    })
    expect(owner.status).toBe(303)
    expect(cookieOf(owner)).toMatch(/^cms-session=/)
    // A new device with the right password is held, as before.
    const newDevice = await proxied.signIn('flood.owner', PASSWORD, {
      'x-forwarded-for': '2001:db8:77:2::5',
    })
    expect(newDevice.status).toBe(429)
    expect(newDevice.headers.get('retry-after')).toMatch(/^\d+$/)
    const answers = await Promise.all(flood)
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([429]))
  }, 60_000)

  test('an overlong name is refused with nothing recorded, and is not shown back', async () => {
    const before = failureRows()
    const response = await signIn('m'.repeat(64_000), 'a guess at a name')
    expect(response.status).toBe(401)
    expect(await response.text()).not.toContain('mmmmmmmmmm')
    expect(failureRows()).toEqual(before)
  })

  test('a sign-in posted from another site is refused', async () => {
    const forged = await signIn('maria', PASSWORD, { origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(forged.headers.get('set-cookie')).toBeNull()
    const noOrigin = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'maria', password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(noOrigin.status).toBe(403)
  })

  test('signing out ends the session', async () => {
    const cookie = cookieOf(await signIn('maria', PASSWORD))
    const out = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      redirect: 'manual',
    })
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    const after = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' })
    expect(after.status).toBe(303)
  })
})

describe('sessions', () => {
  test('end after the idle time and after the absolute limit', async () => {
    let clock = Date.parse('2026-11-23T08:00:00Z')
    const accounts = openAccounts(server.dataDir, () => clock)
    const first = await accounts.signIn('maria', PASSWORD, '192.0.2.1')
    if (!first.ok) throw new Error('sign-in failed')
    clock += SESSION_IDLE_MS - 1000
    expect(accounts.session(first.token)?.name).toBe('maria')
    clock += SESSION_IDLE_MS + 1000
    expect(accounts.session(first.token)).toBeUndefined()

    const second = await accounts.signIn('maria', PASSWORD, '192.0.2.1')
    if (!second.ok) throw new Error('sign-in failed')
    // Kept busy (a request every 20 minutes), it still ends 12 hours after sign-in.
    const signedInAt = clock
    while (clock - signedInAt < 11.5 * 60 * 60_000) {
      clock += 20 * 60_000
      expect(accounts.session(second.token)?.name).toBe('maria')
    }
    // 25 minutes later: not idle, but past the 12 hours.
    clock += 25 * 60_000
    expect(accounts.session(second.token)).toBeUndefined()
    accounts.close()
  })

  test('a new password ends the sessions of the old one', async () => {
    const accounts = openAccounts(server.dataDir)
    const result = await accounts.signIn('maria', PASSWORD, '192.0.2.2')
    if (!result.ok) throw new Error('sign-in failed')
    await accounts.add('maria', PASSWORD)
    expect(accounts.session(result.token)).toBeUndefined()
    accounts.close()
  })
})
