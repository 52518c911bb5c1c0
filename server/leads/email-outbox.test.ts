import { once } from 'node:events'
import net from 'node:net'
import { spawnSync } from 'node:child_process'
import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leadInput, storedLead } from '../../tests/support/lead-input'
import { hasGpsPosition, phonePhoto } from '../../tests/support/photos'
import { RIGGED_ADDRESSES } from '../../tests/support/rigged-addresses'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { serveForTest } from '../../tests/support/test-server'
import { type Mailer, createNotifier, leadEmail, retryDelayMs, smtpMailer } from './email-outbox'
import { openLeadStore } from './store'

const scriptComment = '<script>alert("owner")</script> & "quotes" — please call after 5'
const meta = { ip: '203.0.113.9', userAgent: 'test' }
const typed = {
  name: 'Lee <b>Bold</b>',
  email: 'lee@example.com',
  phone: '',
  comment: scriptComment,
}
const input = leadInput({
  ...typed,
  referrer: 'https://www.google.com/',
  landingPage: '/tree-removal?utm_source=flyer',
  utm: 'utm_source=flyer',
})

test('the owner e-mail escapes everything the visitor typed in its HTML part', () => {
  const email = leadEmail(storedLead(input))
  expect(email.html).toContain(
    '&lt;script&gt;alert(&quot;owner&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
  )
  expect(email.html).toContain('Lee &lt;b&gt;Bold&lt;/b&gt;')
  expect(email.html).not.toContain('<script>')
  expect(email.text).toContain('Sent from page: /tree-removal')
  expect(email.text).toContain('Referring site: https://www.google.com/')
  expect(email.text).toContain('Campaign (UTM): utm_source=flyer')
  expect(email.text).toContain(scriptComment)
})

test("the owner's Reply answers the visitor: Reply-To is the e-mail the visitor typed", () => {
  const email = leadEmail(storedLead(input))
  expect(email.replyTo).toEqual({ name: '', address: 'lee@example.com' })
})

test.each([
  ...Object.values(RIGGED_ADDRESSES),
  // Not form-valid, as a lead stored by an older release or by hand might be.
  'lee@example.com, evil@x.example',
  'lee@example.com\r\nBcc: evil@x.example',
])('Reply-To holds one address, and no copy goes anywhere: %j', async (address) => {
  const lead = storedLead({
    ...input,
    id: 'id-3',
    name: 'Evil <evil@x.example>, Spy',
    email: address,
  })
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const info = await transport.sendMail({
    from: 'site@example.com',
    to: 'owner@example.com',
    ...leadEmail(lead),
  })
  expect(info.envelope.to).toEqual(['owner@example.com'])
  const headers = String(info.message)
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
  expect(headers).not.toMatch(/^(cc|bcc):/im)
  const replyTo = headers.split('\r\n').filter((line) => /^reply-to:/i.test(line))
  expect(replyTo).toHaveLength(1)
  expect(addressparser(replyTo[0]!.replace(/^reply-to:\s*/i, ''), { flatten: true })).toHaveLength(
    1,
  )
})

describe('a quote request with photos, service and urgency', () => {
  const lead = storedLead({ ...input, id: 'id-2', service: 'tree-removal', urgency: 'emergency' })
  const photo = (bytes: number) => ({ type: 'image/jpeg', bytes: Buffer.alloc(bytes, 1) })
  const inboxUrl = 'https://canopy.example/admin/leads/id-2'

  test("an emergency says so first in the subject; the service and urgency in the owner's words", () => {
    const email = leadEmail(lead, [], inboxUrl)
    expect(email.subject).toBe('Emergency: New website enquiry from Lee <b>Bold</b>')
    expect(email.text).toContain('Which service: Tree Removal')
    expect(email.text).toContain('How urgent: Emergency: a tree down or on a building')
    expect(email.text).toContain(`Open it in your inbox: ${inboxUrl}`)
    expect(leadEmail({ ...lead, urgency: 'week' }).subject).toBe(
      'New website enquiry from Lee <b>Bold</b>',
    )
  })

  test('photos under 10 MB together are attached, each named by its number', () => {
    const email = leadEmail(lead, [photo(3_000_000), photo(3_000_000)], inboxUrl)
    expect(email.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ])
    expect(email.text).toContain('Photos: 2, attached')
  })

  test('over 10 MB together: none attached, the e-mail says so and links to the lead', () => {
    const email = leadEmail(lead, [photo(4_000_000), photo(4_000_000), photo(4_000_000)], inboxUrl)
    expect(email.attachments).toEqual([])
    expect(email.text).toContain('Photos: 3, too large to attach together: see them in the inbox')
    expect(email.html).toContain(`<a href="${inboxUrl}">`)
  })
})

test('a mail server that never answers fails the send within its timeout, so a stop is not held up', async () => {
  const silent = net.createServer(() => {})
  silent.listen(0, '127.0.0.1')
  await once(silent, 'listening')
  const address = silent.address()
  const port = typeof address === 'object' && address ? address.port : 0
  try {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'site@example.com', {
      greetingTimeout: 300,
    })
    const message = {
      to: 'owner@example.com',
      replyTo: { name: 'Lee', address: 'lee@example.com' },
      subject: 's',
      text: 't',
      html: 't',
    }
    await expect(mailer.send(message)).rejects.toThrow(/Greeting never received/)
  } finally {
    silent.close()
  }
})

test('retries back off: 30 s, 1 min, 2 min … at most 6 h', () => {
  expect([0, 1, 2].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000])
  expect(retryDelayMs(30)).toBe(6 * 60 * 60 * 1000)
})

describe('the outbox', () => {
  const fixture = createSiteFixture()
  afterAll(() => fixture.cleanup())

  test('a failing mail server never loses the lead; the e-mail is retried later, across a restart', async () => {
    let clock = new Date(Date.now() + 1000)
    const sent: string[] = []
    let mailServerUp = false
    const mailer: Mailer = {
      async send(message) {
        if (!mailServerUp) throw new Error('ECONNREFUSED')
        sent.push(message.subject)
      },
    }
    const log = () => {}
    const store = openLeadStore(fixture.dataDir)
    const lead = store.saveLead(input, meta, { notify: true })
    const first = createNotifier({
      leadStore: store,
      mailer,
      to: 'owner@example.com',
      log,
      now: () => clock,
    })
    await first.kick()
    expect(sent).toEqual([])
    expect(store.listLeads().map((l) => l.id)).toContain(lead.id)
    expect(store.dueNotifications(clock)).toEqual([])
    await first.stop()
    store.close()

    // Restart: a new process opens the same database; the retry is due 30 s after the failure.
    mailServerUp = true
    const reopened = openLeadStore(fixture.dataDir)
    const second = createNotifier({
      leadStore: reopened,
      mailer,
      to: 'owner@example.com',
      log,
      now: () => clock,
    })
    clock = new Date(clock.getTime() + 29_000)
    await second.kick()
    expect(sent).toEqual([])
    clock = new Date(clock.getTime() + 2_000)
    await second.kick()
    expect(sent).toEqual([`New website enquiry from ${input.name}`])
    await second.kick()
    expect(sent).toHaveLength(1)
    await second.stop()
    reopened.close()
  })
})

describe('end to end with a local SMTP sink', () => {
  const received: string[] = []
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        callback()
      })
    },
  })
  let smtpPort = 0
  /** The site, listening, with its owner's e-mail going to the SMTP server at `url`. */
  const mailingSite = (url: string) =>
    serveForTest({
      app: { mail: { mailer: smtpMailer(url, 'site@example.com'), to: 'owner@example.com' } },
    })

  beforeAll(async () => {
    sink.listen(0, '127.0.0.1')
    await once(sink.server, 'listening')
    const address = sink.server.address()
    smtpPort = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()))
  })

  test('a <script> comment round-trips verbatim through storage and `leads`, and is escaped in the e-mail', async () => {
    const site = await mailingSite(`smtp://127.0.0.1:${smtpPort}`)
    const response = await fetch(`${site.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ 'form-name': 'contact', ...typed }).toString(),
    })
    expect(response.status).toBe(200)
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1)
    await site.close()

    const mail = received[0]!.replace(/=\r?\n/g, '').replaceAll('=3D', '=')
    const htmlPart = mail.slice(mail.indexOf('Content-Type: text/html'))
    const textPart = mail.slice(
      mail.indexOf('Content-Type: text/plain'),
      mail.indexOf('Content-Type: text/html'),
    )
    const headers = mail.slice(0, mail.search(/\r?\n\r?\n/))
    expect(headers).toMatch(/^Reply-To: lee@example\.com\r?$/m)
    expect(headers).toMatch(/^From: site@example\.com\r?$/m)
    expect(htmlPart).toContain('&lt;script&gt;alert(')
    expect(htmlPart).not.toMatch(/<script>alert/i)
    expect(textPart).toContain('<script>alert("owner")</script>')

    const leads = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'server/cli/leads.ts', '--format', 'json'],
      {
        env: { ...process.env, DATA_DIR: site.dataDir },
        encoding: 'utf8',
      },
    )
    expect(leads.status).toBe(0)
    const [stored] = JSON.parse(leads.stdout) as { comment: string; name: string }[]
    expect(stored?.comment).toBe(scriptComment)
    expect(stored?.name).toBe(input.name)
  }, 30_000)

  test('a photo sent with the form arrives attached, without its GPS position; an emergency says so', async () => {
    const site = await mailingSite(`smtp://127.0.0.1:${smtpPort}`)
    const form = new FormData()
    for (const [key, value] of Object.entries({
      'form-name': 'contact',
      ...typed,
      name: 'Storm Photo',
      urgency: 'emergency',
    }))
      form.append(key, value)
    form.append('photo-1', new Blob([new Uint8Array(await phonePhoto(1600, 1200))]), 'IMG_1.jpg')
    const response = await fetch(`${site.url}/`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    const isThisLead = (mail: string) => mail.includes('Storm Photo')
    await expect.poll(() => received.some(isThisLead), { timeout: 10_000 }).toBe(true)
    await site.close()

    const mail = received.find(isThisLead) ?? ''
    expect(mail).toMatch(/^Subject: Emergency: New website enquiry from Storm Photo\r?$/m)
    const attachment =
      /Content-Type: image\/jpeg; name=photo-1\.jpg\r?\n(?:[\w-]+: .*\r?\n)*\r?\n([\w+/=\r\n]+)/.exec(
        mail,
      )
    expect(attachment).not.toBeNull()
    const photo = Buffer.from(attachment?.[1]?.replace(/\r?\n/g, '') ?? '', 'base64')
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 1600 })
    expect(await hasGpsPosition(photo)).toBe(false)
  }, 30_000)

  test('with the mail server down, posting still answers at once and the lead is stored', async () => {
    const site = await mailingSite('smtp://127.0.0.1:9')
    const started = Date.now()
    const response = await fetch(`${site.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        'form-name': 'contact',
        ...typed,
        name: 'Offline Mail',
      }).toString(),
    })
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    await site.close()
    const store = openLeadStore(site.dataDir)
    expect(store.listLeads().some((lead) => lead.name === 'Offline Mail')).toBe(true)
    store.close()
  }, 30_000)
})

test('a lead stored without its photos says why in the e-mail', () => {
  const lead = storedLead({ ...input, id: 'id-2' })
  const note = '2 photos were sent and not kept: the server was short of disk space.'
  const email = leadEmail(lead, [], undefined, note)
  expect(email.text).toContain(`Photos: ${note}`)
  expect(email.html).toContain(`<td>${note}</td>`)
  expect(leadEmail(lead).text).toContain('Photos: (none)')
})
