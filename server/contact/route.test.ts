import { afterEach, describe, expect, test } from 'vitest'
import { contactForm } from '../../tests/support/lead-input'
import { scriptHashSource } from '../../tests/support/inline-scripts'
import { fixtureInlineScript } from '../../tests/support/site-fixture'
import { serveForTest, serveForSuite } from '../../tests/support/test-server'
import { MAX_BODY_BYTES } from './body'
import { openLeadStore } from '../leads/store'

const server = serveForSuite({ app: { rateLimit: { max: 10_000, windowMs: 60_000 } } })

const valid = contactForm({ submit: 'Send message' })

function urlencoded(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString()
}

function post(
  body: BodyInit,
  contentType: string | null = 'application/x-www-form-urlencoded',
  accept = 'application/json',
) {
  const headers: Record<string, string> = { accept }
  if (contentType) headers['content-type'] = contentType
  return fetch(`${server.url}/`, { method: 'POST', body, headers, redirect: 'manual' })
}

function countLeads(): number {
  const store = openLeadStore(server.dataDir)
  try {
    return store.listLeads().length
  } finally {
    store.close()
  }
}

function multipart(fields: [string, string][], file?: { name: string; content: string }) {
  const form = new FormData()
  for (const [key, value] of fields) form.append(key, value)
  if (file) form.append(file.name, new Blob([file.content], { type: 'text/plain' }), 'photo.txt')
  return form
}

const without = (key: keyof typeof valid) =>
  Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))
const withField = (key: string, value: string) => ({ ...valid, [key]: value })
const raw = (text: string) => Buffer.from(text, 'latin1')

/** [description, body, content type, expected status, field the answer must name] */
type BadInput = [string, BodyInit, string | null, number, string]
/** The common case: a urlencoded post refused with 400, naming one field. */
const refused = (description: string, body: BodyInit, field: string): BadInput => [
  description,
  body,
  'application/x-www-form-urlencoded',
  400,
  field,
]
const badInputs: BadInput[] = [
  refused('missing name', urlencoded(without('name')), 'name'),
  refused('empty name', urlencoded(withField('name', '')), 'name'),
  refused('missing email', urlencoded(without('email')), 'email'),
  refused('empty email', urlencoded(withField('email', '')), 'email'),
  refused('bad email', urlencoded(withField('email', 'not-an-email')), 'email'),
  refused('email with spaces', urlencoded(withField('email', 'pat green@example.com')), 'email'),
  refused('missing comment', urlencoded(without('comment')), 'comment'),
  refused('empty comment', urlencoded(withField('comment', '')), 'comment'),
  refused('oversized name', urlencoded(withField('name', 'n'.repeat(121))), 'name'),
  refused(
    'oversized email',
    urlencoded(withField('email', `${'e'.repeat(250)}@example.com`)),
    'email',
  ),
  refused('oversized phone', urlencoded(withField('phone', '5'.repeat(41))), 'phone'),
  refused('oversized comment', urlencoded(withField('comment', 'c'.repeat(5001))), 'comment'),
  [
    'body over 64 KiB',
    urlencoded(withField('comment', 'c'.repeat(MAX_BODY_BYTES + 10))),
    'application/x-www-form-urlencoded',
    413,
    'body',
  ],
  [
    'multipart over 64 KiB',
    multipart([...Object.entries(valid), ['phone2', 'x'.repeat(MAX_BODY_BYTES)]]),
    null,
    413,
    'body',
  ],
  ['JSON body', JSON.stringify(valid), 'application/json', 415, 'content-type'],
  ['plain text body', 'name=Pat', 'text/plain', 415, 'content-type'],
  ['XML body', '<form/>', 'application/xml', 415, 'content-type'],
  ['no content type', urlencoded(valid), null, 415, 'content-type'],
  refused(
    'invalid UTF-8 escape in a value',
    `${urlencoded(without('name'))}&name=%FF%FEPat`,
    'name',
  ),
  refused(
    'raw invalid UTF-8 bytes',
    Buffer.concat([Buffer.from(`${urlencoded(without('name'))}&name=`), raw('\xff\xfe')]),
    'body',
  ),
  refused('malformed % escape', `${urlencoded(without('comment'))}&comment=100%G1`, 'comment'),
  refused('duplicate key', `${urlencoded(valid)}&name=Other`, 'name'),
  refused('__proto__ key', `${urlencoded(valid)}&__proto__=x`, '__proto__'),
  refused(
    '__proto__[admin] key',
    `${urlencoded(valid)}&__proto__%5Badmin%5D=1`,
    '__proto__[admin]',
  ),
  refused('constructor key', `${urlencoded(valid)}&constructor=x`, 'constructor'),
  refused('prototype key', `${urlencoded(valid)}&prototype=x`, 'prototype'),
  refused('unknown field', urlencoded(withField('admin', '1')), 'admin'),
  refused('missing form-name', urlencoded(without('form-name')), 'form-name'),
  refused('unknown form-name', urlencoded(withField('form-name', 'newsletter')), 'form-name'),
  refused(
    'line break in the email (no browser sends one)',
    urlencoded(withField('email', 'pat@example.com\nBcc: x@y.z')),
    'email',
  ),
  refused('carriage return in the phone', urlencoded(withField('phone', '217\r555')), 'phone'),
  refused('e-mail with two @', urlencoded(withField('email', 'pat@home@example.com')), 'email'),
  refused(
    'e-mail domain starting with a hyphen',
    urlencoded(withField('email', 'pat@-example.com')),
    'email',
  ),
  refused('line break in the name', urlencoded(withField('name', 'Pat\r\nBcc: x@y.z')), 'name'),
  [
    'multipart file upload',
    multipart(Object.entries(valid), { name: 'photo', content: 'binary' }),
    null,
    400,
    'photo',
  ],
  [
    'multipart duplicate key',
    multipart([...Object.entries(valid), ['email', 'second@example.com']]),
    null,
    400,
    'email',
  ],
  [
    'multipart constructor key',
    multipart([...Object.entries(valid), ['constructor', 'x']]),
    null,
    400,
    'field name',
  ],
  [
    'multipart unknown field',
    multipart([...Object.entries(valid), ['admin', '1']]),
    null,
    400,
    'admin',
  ],
]

describe('bad input: a 4xx naming the field, nothing stored, the server stays up', () => {
  afterEach(() => expect(countLeads()).toBe(0))

  test.each(badInputs)('%s', async (_description, body, contentType, status, field) => {
    const response = await post(body, contentType)
    expect(response.status).toBe(status)
    const answer = (await response.json()) as {
      ok: boolean
      errors: { field: string; message: string }[]
    }
    expect(answer.ok).toBe(false)
    expect(answer.errors.map((error) => error.field)).toContain(field)
  })

  test('there are at least 30 cases', () => expect(badInputs.length).toBeGreaterThanOrEqual(30))

  test('without JavaScript a bad post gets the form again: values kept, the field marked, the phone number', async () => {
    const response = await post(
      urlencoded({ ...withField('email', 'nope'), comment: 'Two oaks <b>leaning</b>' }),
      'application/x-www-form-urlencoded',
      'text/html',
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toMatch(
      /<input type="email"[^>]*aria-invalid="true" aria-describedby="contact-email-problem" autofocus value="nope">/,
    )
    expect(html).toContain(
      '<p class="problem" id="contact-email-problem">Please enter an email address such as name@example.com.</p>',
    )
    expect(html).toContain('value="Pat Green"')
    expect(html).toContain('>Two oaks &lt;b&gt;leaning&lt;/b&gt;</textarea>')
    expect(html).toContain(
      '<form method="post" action="/" name="contact" enctype="multipart/form-data">',
    )
    expect(html).toContain('tel:+12175550142')
  })

  test('the answer names the field in the words of the content', async () => {
    const answer = await (await post(urlencoded(withField('name', 'n'.repeat(121))))).json()
    expect(answer).toEqual({
      ok: false,
      errors: [{ field: 'name', message: 'Please shorten this to 120 characters or fewer.' }],
    })
  })

  test('a filled honeypot looks like success; the post is kept in Spam, not in the inbox', async () => {
    const response = await post(urlencoded(withField('bot-field', 'http://spam.example')))
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const store = openLeadStore(server.dataDir)
    expect(store.listLeads().some((lead) => lead.id === id)).toBe(false)
    expect(store.inbox.lead(id)?.spam).toBe('Filled in the hidden field only robots see')
    store.close()
  })
})

describe('valid submissions are stored before they are acknowledged', () => {
  test('with script (Accept: application/json): 200 {ok, id} and the lead is in the database', async () => {
    const response = await post(urlencoded(valid))
    expect(response.status).toBe(200)
    const { ok, id } = (await response.json()) as { ok: boolean; id: string }
    expect(ok).toBe(true)
    const store = openLeadStore(server.dataDir)
    const lead = store.listLeads().find((candidate) => candidate.id === id)
    expect(lead).toMatchObject({
      name: 'Pat Green',
      email: 'pat@example.com',
      phone: '(217) 555-0100',
    })
    expect(store.leadMeta(id)?.ip_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(store.leadMeta(id)?.ip_hash).not.toContain('127.0.0.1')
    store.close()
  })

  test.each([
    [
      'a name of spaces only (the browser calls it filled in)',
      withField('name', '   '),
      { name: '' },
    ],
    ['an address the browser accepts without a dot', withField('email', 'a@b'), { email: 'a@b' }],
    [
      'surrounding spaces the e-mail input drops',
      withField('email', ' pat@example.com '),
      { email: 'pat@example.com' },
    ],
    [
      'a tab and other control characters a paste can bring',
      withField('name', 'Pat\tGreen'),
      { name: 'Pat\tGreen' },
    ],
    [
      '5000 characters with CRLF line breaks (maxlength counts each break once)',
      withField('comment', 'x\r\n'.repeat(2500)),
      { comment: 'x\n'.repeat(2499) + 'x' },
    ],
  ])('accepted like the browser accepts it: %s', async (_case, fields, stored) => {
    const response = await post(urlencoded(fields))
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const store = openLeadStore(server.dataDir)
    expect(store.listLeads().find((lead) => lead.id === id)).toMatchObject(stored)
    store.close()
  })

  test('without script: 303 to the thank-you page', async () => {
    const response = await post(urlencoded(valid), 'application/x-www-form-urlencoded', 'text/html')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you')
  })

  test('multipart/form-data is accepted too; phone may be left out', async () => {
    const fields = Object.entries(valid).filter(([key]) => key !== 'phone')
    const response = await post(multipart(fields), null)
    expect(response.status).toBe(200)
  })

  test('200 concurrent posts: every acknowledged lead is in the database', async () => {
    const before = countLeads()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(urlencoded(withField('name', `Concurrent ${index}`))),
      ),
    )
    const ids = await Promise.all(
      answers
        .filter((answer) => answer.ok)
        .map(async (answer) => ((await answer.json()) as { id: string }).id),
    )
    expect(ids).toHaveLength(200)
    const store = openLeadStore(server.dataDir)
    const stored = new Set(store.listLeads().map((lead) => lead.id))
    store.close()
    expect(ids.every((id) => stored.has(id))).toBe(true)
    expect(stored.size).toBe(before + 200)
  })
})

describe('every response carries the security headers', () => {
  test('pages, assets, errors and form answers; the CSP on every document', async () => {
    for (const response of [
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/assets/app-abc123.js`),
      await fetch(`${server.url}/missing`),
      await post(urlencoded(without('name'))),
      await post(urlencoded(without('name')), 'application/x-www-form-urlencoded', 'text/html'),
    ]) {
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(csp).toContain("default-src 'self'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).toContain('https://www.googletagmanager.com')
      }
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/)
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // A page with an opener policy arrives in a new renderer process (docs/performance.md,
      // "Rules the tests hold").
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    }
  })

  test("each page's CSP allows exactly its own inline scripts by hash; the 404 page's, every page's", async () => {
    const hash = (title: string) => scriptHashSource(fixtureInlineScript(title))
    const home = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? ''
    expect(home).toContain(hash('Home'))
    expect(home).not.toContain(hash('Contact'))
    expect(home).not.toContain("'unsafe-inline' https://www.googletagmanager.com")
    expect(/script-src [^;]*'unsafe-inline'/.test(home)).toBe(false)
    const contact =
      (await fetch(`${server.url}/contact`)).headers.get('content-security-policy') ?? ''
    expect(contact).toContain(hash('Contact'))
    expect(contact).not.toContain(hash('Home'))
    const missing = await fetch(`${server.url}/missing`)
    expect(await missing.text()).toContain('Page Not Found')
    const notFound = missing.headers.get('content-security-policy') ?? ''
    for (const title of ['Home', 'Contact', 'Thank you', 'Page Not Found'])
      expect(notFound).toContain(hash(title))
    // A file in the uploads folder lends no script to the site's policy.
    expect(notFound).not.toContain(hash('upload'))
    expect(notFound).not.toContain(hash('upload trap'))
  })

  test('uploads are photos only: never a page, and a photo runs nothing and is not sniffed', async () => {
    for (const url of [
      '/images/uploads/trap',
      '/images/uploads/trap/',
      '/images/uploads/trap/index.html',
      '/images/uploads/raw.html',
      '/%69mages/uploads/raw.html',
    ]) {
      const response = await fetch(`${server.url}${url}`, { redirect: 'follow' })
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('window.fixture = "upload')
    }
    const photo = await fetch(`${server.url}/images/uploads/oak.jpg`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('static files', () => {
  test('hashed assets are cached for a year, immutable, and served precompressed with an ETag', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toBeTruthy()
    expect(await response.text()).toContain('console.log')
  })

  test('the static-host configuration files are not served', async () => {
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404)
  })

  test('pages: the right encoding, an ETag, and 304 when the browser has it already', async () => {
    const plain = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    const etag = plain.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const head = await fetch(`${server.url}/contact`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  test('pages get a short cache', async () => {
    expect((await fetch(`${server.url}/contact`)).headers.get('cache-control')).toBe(
      'public, max-age=60, must-revalidate',
    )
  })
})

describe('too many posts from one client', () => {
  test('429 with Retry-After; a plain form post gets its typed words back', async () => {
    const slow = await serveForTest({
      site: server.site,
      app: { rateLimit: { max: 1, windowMs: 60_000 } },
    })
    const send = (accept: string) =>
      fetch(`${slow.url}/`, {
        method: 'POST',
        body: urlencoded(withField('comment', 'Please look at our elm')),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
        redirect: 'manual',
      })
    expect((await send('application/json')).status).toBe(200)
    const json = await send('application/json')
    expect(json.status).toBe(429)
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = await send('text/html')
    expect(page.status).toBe(429)
    const html = await page.text()
    expect(html).toContain('You have sent several messages in a short time.')
    expect(html).toContain('>Please look at our elm</textarea>')
    // As the page without script sends it: multipart, a photo input, the choices after it.
    const form = multipart([...Object.entries(withField('comment', 'Please look at our ash'))])
    form.append('photo-1', new Blob([]), '')
    form.append('service', 'stump-grinding')
    form.append('urgency', 'week')
    const plain = await fetch(`${slow.url}/`, {
      method: 'POST',
      body: form,
      headers: { accept: 'text/html' },
      redirect: 'manual',
    })
    expect(plain.status).toBe(429)
    const again = await plain.text()
    expect(again).toContain('>Please look at our ash</textarea>')
    expect(again).toContain('<option value="stump-grinding" selected>')
    expect(again).toMatch(/name="urgency" value="week" checked/)
  })
})
