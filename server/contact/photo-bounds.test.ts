import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { contactForm } from '../../tests/support/lead-input'
import { blankPng, detailedPhoto, phonePhoto } from '../../tests/support/photos'
import { createSiteFixture } from '../../tests/support/site-fixture'
import {
  type TestServer,
  type TestServerOptions,
  serveForSuite,
  serveForTest,
} from '../../tests/support/test-server'
import type { AppOptions } from '../app'
import { LeadPage } from '../inbox/lead-page'
import { renderPage } from '../inbox/layout'
import { escapeHtml } from '../leads/email-outbox'
import { openLeadStore } from '../leads/store'
import { freePort, spawnServer, waitUntilUp } from '../../tests/support/local-server'

/**
 * The work and the disk a visitor's photos may cost, bounded: a burst of posts with photos is
 * answered (stored, or 503 with Retry-After) without the memory growing with it; a picture too
 * large is refused from its header; spam keeps small copies only; a client past its photos for the
 * day, or a disk short of space, gets its lead stored without them, and the visitor and the owner
 * are told.
 */
const typed = contactForm()

type Reachable = Pick<TestServer, 'url'>

/** A site of its own taking many posts, each naming its client; a test's own options over these. */
const postsFromClients = (options: Partial<AppOptions> = {}): TestServerOptions => ({
  app: {
    rateLimit: { max: 10_000, windowMs: 60_000 },
    // Each test post names its client, as nginx does in front of the server.
    trustProxy: 1,
    ...options,
  },
})
const serve = (options: Partial<AppOptions> = {}) => serveForTest(postsFromClients(options))

/** A photo as a Blob made once: posts that share it hold no copy of it in the test's memory. */
const asBlob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type })

function formWith(photos: Blob[], fields: Record<string, string> = typed): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  photos.forEach((photo, index) => form.append(`photo-${index + 1}`, photo, `IMG_00${index}.jpg`))
  return form
}

const post = (
  served: Reachable,
  form: FormData,
  client: string,
  accept: 'application/json' | 'text/html' = 'application/json',
) =>
  fetch(`${served.url}/`, {
    method: 'POST',
    body: form,
    headers: { accept, 'x-forwarded-for': client },
    redirect: 'manual',
  })

function stored(dataDir: string) {
  const store = openLeadStore(dataDir)
  try {
    return [...store.listLeads({ spam: true })].map((lead) => ({
      ...lead,
      photos: store.photosOf(lead.id),
      detail: store.inbox.lead(lead.id),
    }))
  } finally {
    store.close()
  }
}

/** A figure of the server's process from /proc: its resident memory now, or at its peak. */
function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return kilobytes / 1024
}

describe('a burst of posts with photos', () => {
  // Measured here: a rise of 180-205 MB (without these bounds, 520 MB and 22 s).
  // The bound leaves room for another machine's allocator and garbage collector.
  const RESIDENT_RISE_BOUND_MB = 450
  const POSTS = 50

  test('50 posts of three 2.7 MB photos at once: each stored or 503, memory bounded', async () => {
    // The production server in a process of its own, so that its memory is its own.
    const fixture = createSiteFixture()
    const port = await freePort()
    const server = spawnServer(port, fixture.dataDir, {
      source: true,
      env: { BUILD_DIR: fixture.clientDir, TRUST_PROXY: '1', RATE_LIMIT_MAX: '10000' },
    })
    const served = { url: `http://127.0.0.1:${port}`, dataDir: fixture.dataDir }
    try {
      await waitUntilUp(served.url)
      const photos = await Promise.all(
        [0, 1, 2].map(async () => asBlob(await detailedPhoto(2400, 1800))),
      )
      // One post first, so that what every post needs (sharp, its decoders) is loaded already.
      expect((await post(served, formWith(photos), '198.51.100.250')).status).toBe(200)
      const pid = server.pid ?? 0
      const before = residentMb(pid, 'VmRSS')

      const answers = await Promise.all(
        Array.from({ length: POSTS }, async (_, index) => {
          const response = await post(
            served,
            formWith(photos, { ...typed, name: `Burst ${index}` }),
            `198.51.100.${index + 1}`,
          )
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: (await response.json()) as { ok: boolean; id?: string },
          }
        }),
      )
      const riseMb = residentMb(pid, 'VmHWM') - before

      const accepted = answers.filter((answer) => answer.status === 200)
      const refused = answers.filter((answer) => answer.status !== 200)
      expect(accepted.length).toBeGreaterThan(0)
      expect(refused.length).toBeGreaterThan(0)
      for (const answer of refused) {
        expect(answer.status).toBe(503)
        expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        expect(answer.body.ok).toBe(false)
      }
      // Every acknowledged lead is stored with its three photos; no refused one is.
      const leads = stored(served.dataDir).filter((lead) => lead.name.startsWith('Burst'))
      expect(leads.map((lead) => lead.id).sort()).toEqual(
        accepted.map((answer) => answer.body.id).sort(),
      )
      for (const lead of leads) expect(lead.photos).toHaveLength(3)
      expect(riseMb).toBeLessThan(RESIDENT_RISE_BOUND_MB)

      // Once the burst is over, the server takes a photo post again.
      expect((await post(served, formWith([photos[0]!]), '198.51.100.251')).status).toBe(200)
    } finally {
      server.kill('SIGTERM')
      await once(server, 'exit')
      fixture.cleanup()
    }
  }, 120_000)

  test('without script, a post refused for the photos in flight gets its words back', async () => {
    const served = await serve({ photos: { bufferMaxBytes: 64 * 1024 } })
    const photo = asBlob(await detailedPhoto(800, 600))
    const response = await post(served, formWith([photo]), '198.51.100.7', 'text/html')
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await response.text()
    expect(html).toContain(`value="${typed.name}"`)
    expect(html).toContain(`>${escapeHtml(typed.comment)}</textarea>`)
    expect(html).toContain('please attach your photos again')
    expect(html).toContain('Please try again shortly')
    expect(stored(served.dataDir)).toEqual([])
  })

  test('the line of posts being judged is bounded too: one past it is a 503', async () => {
    const served = await serve({ photos: { limits: { postsAtOnce: 1, postsWaiting: 0 } } })
    const photo = asBlob(await detailedPhoto(2048, 1536))
    const answers = await Promise.all(
      [1, 2, 3, 4].map((client) => post(served, formWith([photo]), `198.51.100.${client}`)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses).toContain(503)
    expect(statuses.filter((status) => status === 200)).toHaveLength(stored(served.dataDir).length)
  })
})

describe('a picture too large is refused from its header, named, before decoding', () => {
  const served = serveForSuite(postsFromClients())
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test.each([
    ['a 50,000,000 × 1 PNG', 50_000_000, 1],
    ['a 12,000 × 12,000 PNG', 12_000, 12_000],
  ])('%s', async (_what, width, height) => {
    const photos = [
      asBlob(await phonePhoto(800, 600)),
      asBlob(blankPng(width, height), 'image/png'),
    ]
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    const response = await post(served, formWith(photos), '198.51.100.9')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      errors: [
        {
          field: 'photo-2',
          message:
            "Photo 2 is too big a picture for us to read: please send it at your camera's usual size.",
        },
      ],
    })
    // Only photo 1 was decoded (and its small copy made): photo 2 never reached a decoder.
    expect(decodes).toHaveBeenCalledTimes(2)
    expect(stored(served.dataDir)).toEqual([])
  })
})

describe('bounded disk', () => {
  test('spam with photos keeps only a small copy of each, and the owner is told', async () => {
    const served = await serve()
    const response = await post(
      served,
      formWith([asBlob(await phonePhoto(4000, 3000))], {
        ...typed,
        'bot-field': 'http://x.example',
      }),
      '198.51.100.20',
    )
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const [lead] = stored(served.dataDir)
    expect(lead?.id).toBe(id)
    expect(lead?.detail?.spam).toBeTruthy()
    expect(lead?.photos).toEqual([expect.objectContaining({ width: 320, height: 240 })])
    expect(lead?.detail?.photoNote).toBe('Photos kept as small copies only, as for all spam.')

    // "Not spam" keeps what is there: the small copy, shown and served as the photo.
    const store = openLeadStore(served.dataDir)
    try {
      expect(store.inbox.markNotSpam(id, 'owner', { notify: false })).toBe(true)
      const moved = store.inbox.lead(id)
      expect(moved?.photos).toEqual([expect.objectContaining({ width: 320, height: 240 })])
      const full = store.photo(id, moved?.photos[0]?.id ?? '', 'full')
      expect(await sharp(full?.bytes).metadata()).toMatchObject({ width: 320, height: 240 })
    } finally {
      store.close()
    }
  })

  test('a client over its photos for the day: the lead is stored without them, both told', async () => {
    const served = await serve({ photos: { limits: { dailyBytesPerClient: 400 * 1024 } } })
    const photo = asBlob(await detailedPhoto(1024, 768))
    const client = '2001:db8:7:1::10'
    const first = await post(served, formWith([photo]), client)
    expect(await first.json()).toEqual({ ok: true, id: expect.any(String) })

    // Another address in the same IPv6 /64 is the same client.
    const second = await post(served, formWith([photo, photo]), '2001:db8:7:1::99')
    expect(second.status).toBe(200)
    const { id, photosNotKept } = (await second.json()) as { id: string; photosNotKept?: boolean }
    expect(photosNotKept).toBe(true)
    const lead = stored(served.dataDir).find((stored) => stored.id === id)
    expect(lead?.photos).toEqual([])
    expect(lead?.detail?.photoNote).toMatch(/^2 photos were sent and not kept: this sender/)
    // The owner reads it on the lead's page in the inbox.
    const page = renderPage(
      LeadPage({ editor: 'maria', siteEditor: false, lead: lead!.detail!, now: Date.now() }),
    )
    expect(page).toContain('<h2>Photos</h2><p>2 photos were sent and not kept: this sender')

    // Without script: the thank-you page, opened at its note on the photos.
    const third = await post(served, formWith([photo]), client, 'text/html')
    expect(third.status).toBe(303)
    expect(third.headers.get('location')).toBe('/thank-you#photos-not-kept')

    // A client in another /64 still has its photos kept.
    const other = await post(served, formWith([photo]), '2001:db8:7:2::10')
    expect(await other.json()).toEqual({ ok: true, id: expect.any(String) })
  })

  test('a disk short of space: the lead is stored without its photos, both told', async () => {
    const served = await serve({ photos: { freeSpace: async () => 100 * 1024 * 1024 } })
    const response = await post(served, formWith([asBlob(await phonePhoto(800, 600))]), '::1')
    expect(response.status).toBe(200)
    const { id, photosNotKept } = (await response.json()) as { id: string; photosNotKept?: boolean }
    expect(photosNotKept).toBe(true)
    const [lead] = stored(served.dataDir)
    expect(lead).toMatchObject({ id, photos: [] })
    expect(lead?.detail?.photoNote).toBe(
      '1 photo was sent and not kept: the server was short of disk space. Free some space on it.',
    )
  })
})
