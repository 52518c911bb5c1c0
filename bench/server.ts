// `npm run bench:server`: throughput beside nginx, inbox timings and a burst of photo posts.
// A benchmark, not a test: it fails only when something does not run.
import autocannon from 'autocannon'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { openAccounts } from '../server/owner/accounts'
import { DATABASE_FILE, openLeadStore } from '../server/leads/store'
import { detailedPhoto } from '../tests/support/photos'
import { PHOTO_FIELDS } from '../app/lib/contact-fields'
import { measuredOn, writeBenchSection } from './record'
import { freePort, spawnServer, waitUntilUp } from '../tests/support/local-server'

const clientDir = path.resolve('build/client')
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 50

type Row = {
  target: string
  server: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function measure(
  target: string,
  server: string,
  options: {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    /** One at a time for the server's own time per request; many for throughput. */
    connections?: number
  },
): Promise<Row> {
  const result = await autocannon({
    ...options,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION_S,
  })
  const row = {
    target,
    server,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
  console.log(
    `${server.padEnd(8)} ${target.padEnd(28)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`,
  )
  return row
}

function ensureNginx(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  if (process.getuid?.() !== 0) return undefined
  console.log('nginx is not installed: installing it from Debian packages for the comparison…')
  spawnSync('sh', [
    '-c',
    'apt-get install -y -qq nginx >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq nginx >/dev/null 2>&1)',
  ])
  return (
    spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined
  )
}

function startNginx(binary: string, port: number, dir: string): ChildProcess {
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  )
  return spawn(binary, ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
}

const PHOTO_POSTS = 50

function peakMemoryMb(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024)
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0

/** Photos in flight are bounded (decision 023): each post is stored or told 503, none lost. */
async function photoPosts(): Promise<string> {
  const photo = await detailedPhoto(2600, 1800)
  // One Blob shared by every post: the benchmark's own process holds no copy per request.
  const blob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-photos-'))
  const port = await freePort()
  // Behind one proxy, as docs/deploy.md runs it, so each post comes from a client of its own.
  const server = spawnServer(port, dataDir, { env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '1000' } })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${base}/healthz`)
    const idle = peakMemoryMb(server.pid)
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: PHOTO_POSTS }, async (_, index) => {
        const body = new FormData()
        body.set('form-name', 'contact')
        body.set('name', `Bench Visitor ${index}`)
        body.set('email', 'bench@example.com')
        body.set('phone', '217-555-0100')
        body.set('comment', 'Benchmark lead: three photos of a leaning maple.')
        for (const field of PHOTO_FIELDS) body.set(field, blob, `${field}.jpg`)
        const sent = performance.now()
        const answer = await fetch(`${base}/`, {
          method: 'POST',
          headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
          body,
        })
        const ok = answer.ok && ((await answer.json()) as { ok?: boolean }).ok === true
        const comeBack = answer.status === 503 && Number(answer.headers.get('retry-after')) > 0
        return { ok, comeBack, ms: performance.now() - sent }
      }),
    )
    const wall = Date.now() - started
    const peak = peakMemoryMb(server.pid)
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    const leads = count('SELECT count(*) AS n FROM leads')
    const photos = count('SELECT count(*) AS n FROM lead_photos')
    db.close()
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    const acknowledged = answers.filter((answer) => answer.ok).length
    const toldToWait = answers.filter((answer) => answer.comeBack).length
    const mb = (photo.length / 1024 / 1024).toFixed(1)
    const line =
      `${PHOTO_POSTS} posts at once from ${PHOTO_POSTS} clients, each with ${PHOTO_FIELDS.length} photos of ${mb} MB (2,600 × 1,800 JPEG): ` +
      `${acknowledged} acknowledged, ${leads} leads and ${photos} photos stored, ${toldToWait} answered 503 with Retry-After; ` +
      `p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, ` +
      `all done in ${wall} ms; the server's peak memory ${peak ?? 'n/a'} MB (${idle ?? 'n/a'} MB before).`
    console.log(line)
    if (
      acknowledged + toldToWait !== PHOTO_POSTS ||
      leads !== acknowledged ||
      photos !== acknowledged * 3
    )
      throw new Error(`a quote request with photos was neither kept nor told to come back: ${line}`)
    return line
  } finally {
    server.kill('SIGTERM')
    await once(server, 'exit')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function markdown(rows: Row[], nginxNote: string, photosLine: string): string {
  const lines = [
    '## Server throughput (`npm run bench:server`)',
    '',
    `Measured ${measuredOn()}, loopback, ` +
      `autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per row (client and server share the machine); ` +
      `the inbox rows one connection at a time, so p50 is the server's time for one page (target: under 100 ms).`,
    '',
    '| Server | Request | Requests/s | p50 ms | p99 ms | Errors | Non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.server} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    ),
    '',
    nginxNote,
    '',
    `Quote requests with photos: ${photosLine}`,
    '',
  ]
  return lines.join('\n')
}

const INBOX_LEADS = 10_000
const OWNER = { name: 'bench.owner', password: 'benchmark passphrase' }

async function inboxData(dataDir: string) {
  openLeadStore(dataDir).close()
  const db = new Database(path.join(dataDir, DATABASE_FILE))
  const insert = db.prepare(
    `INSERT INTO leads (id, created_at, name, email, phone, comment, page, referrer, landing_page,
                        utm, ip_hash, user_agent, status, spam)
     VALUES (?, ?, ?, ?, '217-555-0100', ?, ?, '', '/', '', 'hash', 'bench', ?, ?)`,
  )
  const pages = ['/tree-removal', '/stump-grinding', '/contact', '/emergency-tree-services']
  const statuses = ['new', 'contacted', 'quoted', 'won', 'lost']
  const start = Date.now()
  db.transaction(() => {
    for (let index = 0; index < INBOX_LEADS; index += 1) {
      insert.run(
        randomUUID(),
        new Date(start - index * 15 * 60_000).toISOString(),
        `Visitor ${index}`,
        `visitor${index}@example.com`,
        index % 7 === 0 ? 'A maple over the garage needs a look.' : 'Stump in the front yard.',
        pages[index % pages.length],
        statuses[index % statuses.length],
        index % 20 === 0 ? 'Too fast' : null,
      )
    }
  })()
  db.close()
  const accounts = openAccounts(dataDir)
  await accounts.add(OWNER.name, OWNER.password, 'owner')
  accounts.close()
}

async function main() {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.error('No build: run `npm run build` first.')
    process.exit(1)
  }
  // The largest hashed file a visitor fetches: React DOM, the islands' own chunk.
  const asset = readdirSync(path.join(clientDir, 'static/js')).find((file) =>
    /^client-.*\.js$/.test(file),
  )
  if (!asset) throw new Error('no React DOM chunk (static/js/client-*.js) in the build')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'))
  const rows: Row[] = []

  const port = await freePort()
  const node = spawnServer(port, dataDir)
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(base)
    rows.push(
      await measure('GET / (page, brotli)', 'Node', {
        url: `${base}/`,
        headers: { 'accept-encoding': 'br' },
      }),
    )
    // The open visit windows are read and written into /contact on every request (made once per change).
    rows.push(
      await measure('GET /contact (windows, brotli)', 'Node', {
        url: `${base}/contact`,
        headers: { 'accept-encoding': 'br' },
      }),
    )
    rows.push(
      await measure('GET hashed asset (brotli)', 'Node', {
        url: `${base}/static/js/${asset}`,
        headers: { 'accept-encoding': 'br' },
      }),
    )
    rows.push(
      await measure('POST / (contact form)', 'Node', {
        url: `${base}/`,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          'form-name': 'contact',
          name: 'Bench Visitor',
          email: 'bench@example.com',
          phone: '217-555-0100',
          comment: 'Benchmark lead: a maple over the garage needs a look.',
        }).toString(),
      }),
    )
  } finally {
    node.kill('SIGTERM')
    await once(node, 'exit')
  }

  const inboxDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-inbox-'))
  await inboxData(inboxDir)
  const inboxPort = await freePort()
  const inboxServer = spawnServer(inboxPort, inboxDir)
  const inboxBase = `http://127.0.0.1:${inboxPort}`
  try {
    await waitUntilUp(`${inboxBase}/healthz`)
    const signedIn = await fetch(`${inboxBase}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: inboxBase },
      body: new URLSearchParams(OWNER).toString(),
    })
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    for (const [target, query] of [
      ['GET /admin/leads (10,000 leads)', ''],
      ['GET /admin/leads?page=200', '?page=200'],
      ['GET /admin/leads?q=maple', '?q=maple'],
      ['GET /admin/leads?status=won', '?status=won'],
    ] as const) {
      rows.push(
        await measure(target, 'Node', {
          url: `${inboxBase}/admin/leads${query}`,
          headers: { cookie },
          connections: 1,
        }),
      )
    }
  } finally {
    inboxServer.kill('SIGTERM')
    await once(inboxServer, 'exit')
    rmSync(inboxDir, { recursive: true, force: true })
  }

  const photosLine = await photoPosts()

  let nginxNote = 'nginx could not be installed on this machine, so there is no nginx row.'
  const nginx = ensureNginx()
  if (nginx) {
    const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-nginx-'))
    const nginxPort = await freePort()
    const server = startNginx(nginx, nginxPort, nginxDir)
    try {
      await waitUntilUp(`http://127.0.0.1:${nginxPort}/`)
      rows.push(
        await measure('GET / (page, gzip_static)', 'nginx', {
          url: `http://127.0.0.1:${nginxPort}/`,
          headers: { 'accept-encoding': 'gzip' },
        }),
      )
      rows.push(
        await measure('GET hashed asset (gzip_static)', 'nginx', {
          url: `http://127.0.0.1:${nginxPort}/static/js/${asset}`,
          headers: { 'accept-encoding': 'gzip' },
        }),
      )
    } finally {
      server.kill('SIGTERM')
      await once(server, 'exit')
      rmSync(nginxDir, { recursive: true, force: true })
    }
    const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()
    nginxNote = `nginx rows: ${version} from Debian's packages, one worker, serving the same build folder (gzip_static; Debian's nginx has no brotli module).`
  }
  rmSync(dataDir, { recursive: true, force: true })
  writeBenchSection('server', markdown(rows, nginxNote, photosLine))
  console.log('Written to docs/performance.md')
}

await main()
