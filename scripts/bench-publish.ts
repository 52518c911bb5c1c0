/**
 * `npm run bench:publish`: how long an owner's edit takes to go live on the site's own server
 * (CMS_BACKEND=server, docs/deploy.md). A scratch working copy of the project is built once, as the
 * operator's first build; the compiled server starts on it; then an FAQ answer is saved through the
 * editor's API several times, each publish timed from the moment the owner clicks (the save is
 * sent) to the first GET / that carries the new words. The first publish after start counts like
 * the others. Writes its table to docs/performance.md and fails when the median is over the
 * budget the editor's status line promises (`budgets.publishMedianSeconds`).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FaqFile } from '../app/content/schemas'
import { CMS_API_PATH } from '../server/admin-paths'
import { openAccounts } from '../server/cms/accounts'
import { postSignIn, sessionCookieOf } from '../tests/support/cms-sign-in'
import { scratchProject } from '../tests/support/scratch-project'
import { measuredOn, median, writeBenchSection } from './bench-record'
import { budgets } from './budgets'
import { freePort, spawnServer, waitUntilUp } from './local-server'

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5)
if (!Number.isInteger(PUBLISHES) || PUBLISHES < 1)
  throw new Error(
    `BENCH_PUBLISHES must be a whole number of 1 or more, not "${process.env.BENCH_PUBLISHES}"`,
  )
const OWNER = { name: 'bench.owner', password: 'benchmark passphrase' }
/** A publish that takes longer than this is a failure of its own, not a slow figure. */
const GIVE_UP_MS = 300_000

type Publish = { saveMs: number; liveS: number; buildS: number | undefined }

async function publishOnce(base: string, cookie: string, workingCopy: string, round: number) {
  const api = (action: string, params: Record<string, unknown>) =>
    fetch(`${base}${CMS_API_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
      headers: { 'content-type': 'application/json', origin: base, cookie },
    })
  const faq = JSON.parse(
    readFileSync(path.join(workingCopy, 'content/faq.json'), 'utf8'),
  ) as FaqFile
  const answer = `Every quote is free and in writing (publish ${round}, ${Date.now()}).`
  const [first, ...rest] = faq.faq
  if (!first) throw new Error('content/faq.json has no question to edit')
  faq.faq = [{ ...first, answer }, ...rest]
  const clicked = Date.now()
  const saved = await api('persistEntry', {
    dataFiles: [{ path: 'content/faq.json', raw: `${JSON.stringify(faq, null, 2)}\n` }],
    assets: [],
    options: { commitMessage: `Update FAQ (publish ${round})` },
  })
  if (!saved.ok) throw new Error(`publish ${round}: the save was refused: ${await saved.text()}`)
  const saveMs = Date.now() - clicked
  for (;;) {
    const home = await fetch(`${base}/`).then((response) => response.text())
    if (home.includes(answer)) break
    if (Date.now() - clicked > GIVE_UP_MS) throw new Error(`publish ${round}: not live in time`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const liveS = (Date.now() - clicked) / 1000
  const status = (await (await api('siteStatus', {})).json()) as {
    build: { last?: { seconds: number } }
  }
  return { saveMs, liveS, buildS: status.build.last?.seconds }
}

function markdown(publishes: Publish[], firstBuildS: number): string {
  const live = publishes.map((p) => p.liveS)
  const rows = publishes.map(
    (p, index) =>
      `| ${index === 0 ? '1 (first after start)' : index + 1} | ${p.saveMs} | ${p.buildS?.toFixed(1) ?? '–'} | ${p.liveS.toFixed(1)} |`,
  )
  return [
    "## An owner's edit going live (`npm run bench:publish`)",
    '',
    `Measured ${measuredOn()}: the compiled server with \`CMS_BACKEND=server\` on a scratch working copy ` +
      `(its first build, as the operator's, took ${firstBuildS.toFixed(1)} s and is not counted); ` +
      `${publishes.length} FAQ edits saved one after another through the editor's API. ` +
      `Live: from sending the save to the first GET / with the new words. ` +
      `Budget: median ≤ ${budgets.publishMedianSeconds} s (the editor's status line says so).`,
    '',
    '| Publish | Save answered ms | Build s | Live on / s |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    `Median ${median(live).toFixed(1)} s; slowest ${Math.max(...live).toFixed(1)} s.`,
  ].join('\n')
}

async function main() {
  // The compiled server is the one measured: built from this checkout unless told it is current.
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const workingCopy = scratchProject({ git: true })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-publish-'))
  const accounts = openAccounts(dataDir)
  await accounts.add(OWNER.name, OWNER.password, 'owner')
  accounts.close()
  const started = Date.now()
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: workingCopy,
    stdio: 'ignore',
  })
  const firstBuildS = (Date.now() - started) / 1000
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawnServer(port, dataDir, {
    env: {
      CMS_BACKEND: 'server',
      CMS_WORKING_COPY: workingCopy,
      BUILD_DIR: path.join(workingCopy, 'build/client'),
    },
  })
  try {
    await waitUntilUp(`${base}/healthz`)
    const cookie = sessionCookieOf(await postSignIn(base, OWNER.name, OWNER.password))
    const publishes: Publish[] = []
    for (let round = 1; round <= PUBLISHES; round += 1) {
      const publish = await publishOnce(base, cookie, workingCopy, round)
      console.log(
        `publish ${round}: saved in ${publish.saveMs} ms, live after ${publish.liveS.toFixed(1)} s`,
      )
      publishes.push(publish)
    }
    writeBenchSection('publish', markdown(publishes, firstBuildS))
    const middle = median(publishes.map((p) => p.liveS))
    const met = middle <= budgets.publishMedianSeconds
    console.log(
      met
        ? `Median ${middle.toFixed(1)} s: within ${budgets.publishMedianSeconds} s.`
        : `Median ${middle.toFixed(1)} s: over ${budgets.publishMedianSeconds} s.`,
    )
    process.exitCode = met ? 0 : 1
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    rmSync(workingCopy, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
