// `npm run bench:soak`: a busy day and an attacker at once, for SOAK_SECONDS on loopback.
// Fails when an acknowledged lead is missing or the owner was kept out.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { PHOTO_FIELDS } from '../app/lib/contact-fields'
import { contactPath } from '../app/lib/contact-path'
import { servicePaths } from '../app/lib/site-routes'
import { DATABASE_FILE } from '../server/leads/store'
import { postSignIn, sessionCookieOf } from '../tests/support/cms-sign-in'
import { detailedPhoto } from '../tests/support/photos'
import { publishOnce } from './publish'
import { editorApi, startEditingServer } from './editing-server'
import { measuredOn, median, writeBenchSection } from './record'
import { budgets } from '../shared/budgets'
import { type PageTimes, summary, visitorLoad } from './visitor-load'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
if (!(SECONDS >= 10))
  throw new Error(`SOAK_SECONDS must be 10 or more, not "${process.env.SOAK_SECONDS}"`)
const OWNER = { name: 'soak.owner', password: 'a soak of wet maple leaves' }
const PAGES_PER_SECOND = 20
const IDLE_MS = 10_000
const PHOTO_BURST = 10
const ATTACKERS = 4
const ATTACK_PAUSE_MS = 25

/** 198.18.0.0/15 is reserved for benchmarking, 2001:db8::/32 for documentation. */
function newAddresses() {
  let next = 0
  return {
    v4: () => {
      next += 1
      return `198.18.${(next >> 8) & 255}.${next & 255}`
    },
    v6: () => {
      next += 1
      return `2001:db8:${(next >> 16).toString(16)}:${(next & 0xffff).toString(16)}::1`
    },
  }
}

const residentMb = (pid: number | undefined) =>
  Math.round(
    Number(
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid ?? 'self'}/status`, 'utf8'))?.[1] ?? 0,
    ) / 1024,
  )

type Sent = { id?: string; status: number }

function leadForm(name: string, options: { photo?: Buffer; spam?: boolean } = {}) {
  const body = new FormData()
  body.set('form-name', 'contact')
  body.set('name', name)
  body.set('email', 'soak@example.com')
  body.set('phone', '217-555-0100')
  body.set('comment', 'Soak test: a cracked oak limb hangs over the driveway.')
  if (options.spam) body.set('bot-field', 'http://spam.example')
  if (options.photo)
    for (const field of PHOTO_FIELDS)
      body.set(field, new Blob([new Uint8Array(options.photo)], { type: 'image/jpeg' }), 'tree.jpg')
  return body
}

async function sendLead(base: string, from: string, body: FormData): Promise<Sent> {
  try {
    const answer = await fetch(`${base}/`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-forwarded-for': from },
      body,
    })
    const json = (await answer.json().catch(() => ({}))) as { id?: string }
    return { id: answer.ok ? json.id : undefined, status: answer.status }
  } catch {
    return { status: 0 }
  }
}

const until = (deadline: number, loops: number, step: () => Promise<unknown>) =>
  Promise.all(
    Array.from({ length: loops }, async () => {
      while (Date.now() < deadline) await step()
    }),
  )

const pageRow = (phase: string, times: PageTimes) =>
  `| ${phase} | ${times.requests} | ${times.p50} | ${times.p99} | ${times.max} | ${times.errors} | ${times.timedOut} |`

async function main() {
  const site = await startEditingServer({ owner: OWNER, env: { TRUST_PROXY: '1' } })
  const { base, workingCopy } = site
  try {
    const photo = await detailedPhoto(2600, 1800)
    const addresses = newAddresses()
    const ownerHome = addresses.v4()
    // The owner's phone signed in once before the day starts: from then on it is a known browser.
    const first = await postSignIn(base, OWNER.name, OWNER.password, {
      'x-forwarded-for': ownerHome,
    })
    const session = sessionCookieOf(first)
    const deviceCookie = first.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .filter((cookie) => cookie !== session && !cookie.endsWith('='))
      .join('; ')
    const paths = ['/', contactPath, servicePaths[0] ?? '/', '/blog']
    const idleLoad = visitorLoad(base, paths, PAGES_PER_SECOND)
    await sleep(IDLE_MS)
    const idle = summary(await idleLoad.stop())

    const idleMb = residentMb(site.pid)
    let peakMb = idleMb
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(site.pid))), 200)
    const busyLoad = visitorLoad(base, paths, PAGES_PER_SECOND)
    const deadline = Date.now() + SECONDS * 1000
    const leads: Sent[] = []
    const photoLeads: Sent[] = []
    let wrongTries = 0
    const ownerTries: number[] = []
    const publishes: number[] = []
    await Promise.all([
      until(deadline, 1, async () => {
        leads.push(await sendLead(base, addresses.v4(), leadForm('Soak Visitor')))
        await sleep(250)
      }),
      until(deadline, 1, async () => {
        const burst = Array.from({ length: PHOTO_BURST }, () =>
          sendLead(base, addresses.v4(), leadForm('Soak Photos', { photo })),
        )
        photoLeads.push(...(await Promise.all(burst)))
        await sleep(2000)
      }),
      until(deadline, 1, async () => {
        leads.push(
          await sendLead(base, addresses.v6(), leadForm('Soak Spam', { photo, spam: true })),
        )
        await sleep(500)
      }),
      until(deadline, ATTACKERS, async () => {
        wrongTries += 1
        const from = wrongTries % 2 === 0 ? addresses.v6() : addresses.v4()
        await postSignIn(base, OWNER.name, `guess ${wrongTries}`, { 'x-forwarded-for': from })
          .then((answer) => answer.arrayBuffer())
          .catch(() => undefined)
        await sleep(ATTACK_PAUSE_MS)
      }),
      until(deadline, 1, async () => {
        // The owner on the road: the same phone, a new address each time.
        await sleep(5000)
        const answer = await postSignIn(base, OWNER.name, OWNER.password, {
          'x-forwarded-for': addresses.v4(),
          cookie: deviceCookie,
        })
        ownerTries.push(answer.status)
      }),
      until(deadline, 1, async () => {
        const api = editorApi(base, session)
        const { publish } = await publishOnce(api, base, workingCopy, publishes.length + 1)
        publishes.push(publish.liveS)
      }),
    ])
    clearInterval(sampler)
    const busy = summary(await busyLoad.stop())

    const db = new Database(path.join(site.dataDir, DATABASE_FILE), { readonly: true })
    const stored = new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM leads')
        .all()
        .map((row) => row.id),
    )
    db.close()
    const acknowledged = [...leads, ...photoLeads].flatMap((lead) => (lead.id ? [lead.id] : []))
    const lost = acknowledged.filter((id) => !stored.has(id)).length
    const photoBusy = photoLeads.filter((lead) => lead.status === 503).length
    const photoOther = photoLeads.filter((lead) => !lead.id && lead.status !== 503).length
    const ownerIn = ownerTries.filter((status) => status === 303).length
    const table = [
      '## Everything at once (`npm run bench:soak`)',
      '',
      `Measured ${measuredOn()}: the compiled server with \`CMS_BACKEND=server\` and \`TRUST_PROXY=1\`, for ` +
        `${SECONDS} s: visitors asking for ${PAGES_PER_SECOND} pages a second (${paths.join(', ')}), each timed ` +
        `out after 3 s; a lead every 250 ms; bursts of ${PHOTO_BURST} quote requests with three 2,600 × 1,800 ` +
        `photos of ${(photo.length / 1024 / 1024).toFixed(1)} MB each; spam with photos every 500 ms; wrong ` +
        `passwords from a new IPv4 or IPv6 address on ${ATTACKERS} connections; the owner publishing FAQ ` +
        'edits one after another and signing in every 5 s from a browser that signed in before. The ' +
        `visitors' idle figure is ${IDLE_MS / 1000} s of the same pages with nothing else happening.`,
      '',
      '| Visitors | Requests | p50 ms | p99 ms | Max ms | Errors | Timed out |',
      '|---|---:|---:|---:|---:|---:|---:|',
      pageRow('Idle, before', idle),
      pageRow('During the soak', busy),
      '',
      '| What | Figure |',
      '|---|---|',
      `| Leads acknowledged / stored / lost | ${acknowledged.length} / ${acknowledged.length - lost} / ${lost} |`,
      `| Quote requests with photos: acknowledged / 503 busy / other | ${photoLeads.length - photoBusy - photoOther} / ${photoBusy} / ${photoOther} |`,
      `| Wrong passwords tried | ${wrongTries} |`,
      `| The owner signed in from a known browser | ${ownerIn} of ${ownerTries.length} |`,
      `| Publishes live: median / slowest s (budget ${budgets.publishMedianSeconds}) | ${publishes.length ? `${median(publishes).toFixed(1)} / ${Math.max(...publishes).toFixed(1)}` : 'none finished'} |`,
      `| The server's resident memory: idle / peak MB | ${idleMb} / ${peakMb} |`,
    ].join('\n')
    console.log(table)
    writeBenchSection('soak', table)
    if (lost > 0 || ownerIn !== ownerTries.length || ownerTries.length === 0) {
      console.error(
        lost > 0 ? `${lost} acknowledged leads are not stored.` : 'The owner was kept out.',
      )
      process.exitCode = 1
    }
  } finally {
    await site.stop()
  }
}

await main()
