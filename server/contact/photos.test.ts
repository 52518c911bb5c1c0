import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { contactForm } from '../../tests/support/lead-input'
import {
  decompressionBomb,
  hasGpsPosition,
  phonePhoto,
  scriptedSvg,
  truncatedJpeg,
} from '../../tests/support/photos'
import { serveForSuite } from '../../tests/support/test-server'
import { escapeHtml } from '../leads/email-outbox'
import { openLeadStore } from '../leads/store'

/**
 * Photos with a quote request, as a visitor's phone sends them and as an attacker would: every
 * refused file named in the visitor's words, nothing stored, and the typed words given back.
 */
const server = serveForSuite({ app: { rateLimit: { max: 10_000, windowMs: 60_000 } } })

const typed = contactForm({
  comment: 'The <b>big</b> oak leans over the shed after the storm.',
  service: 'tree-removal',
  urgency: 'emergency',
})

type Attachment = { field: string; bytes: Buffer; filename?: string; type?: string }

// In the page's order: the choices of service and urgency come after the photos.
const AFTER_PHOTOS = new Set(['service', 'urgency', 'submit'])

function formWith(attachments: Attachment[], fields: Record<string, string> = typed): FormData {
  const form = new FormData()
  const entries = Object.entries(fields)
  for (const [key, value] of entries) if (!AFTER_PHOTOS.has(key)) form.append(key, value)
  for (const { field, bytes, filename = 'IMG_0042.jpg', type = 'image/jpeg' } of attachments)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
  for (const [key, value] of entries) if (AFTER_PHOTOS.has(key)) form.append(key, value)
  return form
}

/** With script the page asks for JSON; without, the browser takes the page the server sends. */
const send = (form: FormData, accept: 'application/json' | 'text/html' = 'application/json') =>
  fetch(`${server.url}/`, { method: 'POST', body: form, headers: { accept }, redirect: 'manual' })

function storedLeads() {
  const store = openLeadStore(server.dataDir)
  try {
    return store.listLeads().map((lead) => ({ ...lead, photos: store.photosOf(lead.id) }))
  } finally {
    store.close()
  }
}

function storedPhoto(leadId: string, photoId: string) {
  const store = openLeadStore(server.dataDir)
  try {
    return store.photo(leadId, photoId, 'full')
  } finally {
    store.close()
  }
}

const MB = 1024 * 1024

describe('photos the visitor sends are kept, clean', () => {
  test('a 4000 × 3000 phone photo with its GPS position: kept at 2,048 px, without any metadata', async () => {
    const original = await phonePhoto(4000, 3000)
    expect(await hasGpsPosition(original)).toBe(true)
    const response = await send(formWith([{ field: 'photo-1', bytes: original }]))
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }

    const lead = storedLeads().find((stored) => stored.id === id)
    expect(lead).toMatchObject({ service: 'tree-removal', urgency: 'emergency' })
    expect(lead?.photos).toEqual([
      {
        id: expect.stringMatching(/^[\w-]{22}$/),
        width: 2048,
        height: 1536,
        size: expect.any(Number),
        type: 'image/jpeg',
      },
    ])
    const photo = storedPhoto(id, lead?.photos[0]?.id ?? '')
    const metadata = await sharp(photo?.bytes).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.iptc).toBeUndefined()
    expect(metadata.comments).toBeUndefined()
    expect(await hasGpsPosition(photo?.bytes ?? Buffer.alloc(0))).toBe(false)
  })

  test('a real JPEG named .txt and sent as text/plain is judged by its bytes and kept', async () => {
    const response = await send(
      formWith([
        {
          field: 'photo-1',
          bytes: await phonePhoto(800, 600),
          filename: 'notes.txt',
          type: 'text/plain',
        },
      ]),
    )
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(storedLeads().find((lead) => lead.id === id)?.photos).toHaveLength(1)
  })

  test('without script: two photos, three file inputs, the thank-you page; both kept in order', async () => {
    // As a browser posts the form: the third input left empty is a part with no name and no bytes.
    const boundary = '----CanopyFormBoundary7MA4YWxkTrZu0gW'
    const fields = { ...typed, name: 'No Script Photos' }
    const files = [
      ['photo-1', 'IMG_0042.jpg', 'image/jpeg', await phonePhoto(1200, 900)],
      [
        'photo-2',
        'shed.png',
        'image/png',
        await sharp(await phonePhoto(900, 1200))
          .png()
          .toBuffer(),
      ],
      ['photo-3', '', 'application/octet-stream', Buffer.alloc(0)],
    ] as const
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      ),
      ...files.flatMap(([name, filename, type, bytes]) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ])
    const response = await fetch(`${server.url}/`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/html' },
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    // An emergency with its photos: the page says the owner is alerted and asks for no photos.
    expect(response.headers.get('location')).toBe('/thank-you#emergency-photos-sent')
    const lead = storedLeads().find((stored) => stored.name === 'No Script Photos')
    expect(lead?.photos.map(({ width, height, type }) => [width, height, type])).toEqual([
      [1200, 900, 'image/jpeg'],
      [900, 1200, 'image/png'],
    ])
  })
})

/** [what was sent, the files, status, the field named, the words the visitor reads] */
type BadPhoto = [string, () => Promise<Attachment[]>, number, string, string]
const photo = async (field = 'photo-1') => ({ field, bytes: await phonePhoto(800, 600) })
const badPhotos: BadPhoto[] = [
  [
    'an SVG with a script',
    async () => [
      { field: 'photo-1', bytes: scriptedSvg, filename: 'tree.svg', type: 'image/svg+xml' },
    ],
    400,
    'photo-1',
    'Photo 1 is not a picture we can read: please send a JPEG, PNG or WebP.',
  ],
  [
    'an HTML file named .jpg, as the second photo',
    async () => [
      await photo(),
      { field: 'photo-2', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ],
    400,
    'photo-2',
    'Photo 2 is not a picture we can read: please send a JPEG, PNG or WebP.',
  ],
  [
    'a zero-byte file',
    async () => [{ field: 'photo-1', bytes: Buffer.alloc(0) }],
    400,
    'photo-1',
    'Photo 1 is empty: please choose the picture again.',
  ],
  [
    'a truncated JPEG',
    async () => [{ field: 'photo-1', bytes: await truncatedJpeg() }],
    400,
    'photo-1',
    'Photo 1 is not a picture we can read: please send a JPEG, PNG or WebP.',
  ],
  [
    'a 20,000 × 20,000 PNG (a decompression bomb)',
    async () => [
      { field: 'photo-1', bytes: decompressionBomb(), filename: 'tree.png', type: 'image/png' },
    ],
    400,
    'photo-1',
    "Photo 1 is too big a picture for us to read: please send it at your camera's usual size.",
  ],
  [
    'a fourth photo',
    async () => [
      await photo(),
      await photo('photo-2'),
      await photo('photo-3'),
      await photo('photo-4'),
    ],
    400,
    'photos',
    'Please send at most 3 photos.',
  ],
  [
    'two files in one photo field',
    async () => [await photo(), await photo()],
    400,
    'photos',
    'Please send at most 3 photos.',
  ],
  [
    'a 16 MB file',
    async () => [{ field: 'photo-1', bytes: Buffer.alloc(16 * MB, 0xff) }],
    400,
    'photo-1',
    'Photo 1 is larger than 15 MB: please send a smaller one.',
  ],
  [
    'a request over 40 MB (three files of 14 MB)',
    async () =>
      ['photo-1', 'photo-2', 'photo-3'].map((field) => ({
        field,
        bytes: Buffer.alloc(14 * MB, 0xff),
      })),
    413,
    'photos',
    'Your photos are larger than 40 MB together: please send fewer or smaller ones.',
  ],
]

describe('a photo that is not one, or too many or too much: refused, nothing kept, the words given back', () => {
  test.each(badPhotos)('%s (with script)', async (_what, files, status, field, words) => {
    const before = storedLeads().length
    const response = await send(formWith(await files()))
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ ok: false, errors: [{ field, message: words }] })
    expect(storedLeads()).toHaveLength(before)
  })

  test.each(badPhotos)('%s (without script)', async (_what, files, status, _field, words) => {
    const before = storedLeads().length
    const response = await send(formWith(await files()), 'text/html')
    expect(response.status).toBe(status)
    const html = await response.text()
    expect(html).toContain(escapeHtml(words))
    expect(html).toContain('please attach your photos again')
    // Every typed value is in the form again, chosen options too.
    expect(html).toContain(`value="${typed.name}"`)
    expect(html).toContain(`value="${escapeHtml(typed.phone)}"`)
    expect(html).toContain(`>${escapeHtml(typed.comment)}</textarea>`)
    expect(html).toContain('<option value="tree-removal" selected>')
    expect(html).toMatch(/name="urgency" value="emergency" checked/)
    expect(html).toContain('enctype="multipart/form-data"')
    expect(storedLeads()).toHaveLength(before)
  })

  test('after all of them the server still takes a photo', async () => {
    const response = await send(formWith([await photo()]))
    expect(response.status).toBe(200)
  })
})

describe('which service and how urgent', () => {
  test('a service or urgency that is none of the choices: 400 naming it', async () => {
    for (const [field, value] of <const>[
      ['service', 'free-firewood'],
      ['urgency', 'yesterday'],
    ]) {
      const response = await send(formWith([], { ...typed, [field]: value }))
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { field: string }[] }
      expect(body.errors.map((error) => error.field)).toEqual([field])
    }
  })

  test('left out, both are simply not said', async () => {
    const { service: _service, urgency: _urgency, ...rest } = typed
    const response = await send(formWith([], { ...rest, name: 'Plain Request' }))
    expect(response.status).toBe(200)
    expect(storedLeads().find((lead) => lead.name === 'Plain Request')).toMatchObject({
      service: '',
      urgency: '',
      photos: [],
    })
  })
})
