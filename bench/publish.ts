// `npm run bench:publish`: time from the owner's save to the first GET / carrying the new words.
// Fails over `budgets.publishMedianSeconds`, the wait the editor's status line promises.
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FaqFile } from '../app/content/schemas'
import { contactPath } from '../app/lib/contact-path'
import { servicePaths } from '../app/lib/site-routes'
import { postSignIn, sessionCookieOf } from '../tests/support/cms-sign-in'
import { measuredOn, median, percentile, writeBenchSection } from './record'
import { budgets } from '../shared/budgets'
import { type Api, editorApi, startEditingServer } from './editing-server'
import { type PageTimes, summary, visitorLoad } from './visitor-load'

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5)
if (!Number.isInteger(PUBLISHES) || PUBLISHES < 1)
  throw new Error(
    `BENCH_PUBLISHES must be a whole number of 1 or more, not "${process.env.BENCH_PUBLISHES}"`,
  )
const OWNER = { name: 'bench.owner', password: 'benchmark passphrase' }
const VISITORS_PER_SECOND = Number(process.env.BENCH_VISITORS_PER_SECOND ?? 20)
if (!(VISITORS_PER_SECOND > 0))
  throw new Error(
    `BENCH_VISITORS_PER_SECOND must be a number above 0, not "${process.env.BENCH_VISITORS_PER_SECOND}"`,
  )
const IDLE_MS = 15_000
/** As admin/site-status.tsx polls while a save builds. */
const STATUS_POLL_WHILE_BUILDING_MS = 3000
const AGENCY_RELEASE_FILES = 400
/** Past this a publish is a failure of its own, not a slow figure. */
const GIVE_UP_MS = 300_000

type Publish = { saveMs: number; liveS: number; buildS: number | undefined }

function editorPolling(api: Api) {
  const times: number[] = []
  const stopped = new AbortController()
  const loop = (async () => {
    while (!stopped.signal.aborted) {
      const started = performance.now()
      await (await api('siteStatus', {})).arrayBuffer()
      times.push(Math.round(performance.now() - started))
      // Cut short by stop(): the next publish starts without waiting for the next poll.
      await sleep(STATUS_POLL_WHILE_BUILDING_MS, undefined, { signal: stopped.signal }).catch(
        () => undefined,
      )
    }
  })()
  return {
    async stop(): Promise<number[]> {
      stopped.abort()
      await loop
      return times
    },
  }
}

export async function publishOnce(api: Api, base: string, workingCopy: string, round: number) {
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
  const polling = editorPolling(api)
  for (;;) {
    const home = await fetch(`${base}/`).then((response) => response.text())
    if (home.includes(answer)) break
    if (Date.now() - clicked > GIVE_UP_MS) throw new Error(`publish ${round}: not live in time`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const liveS = (Date.now() - clicked) / 1000
  const statusMs = await polling.stop()
  const status = (await (await api('siteStatus', {})).json()) as {
    build: { last?: { seconds: number } }
  }
  return { publish: { saveMs, liveS, buildS: status.build.last?.seconds }, statusMs }
}

/** Many files in one commit: the case that once slowed the site. */
function commitAgencyRelease(workingCopy: string): void {
  const vendor = path.join(workingCopy, 'agency-release')
  mkdirSync(vendor)
  for (let index = 0; index < AGENCY_RELEASE_FILES - 1; index += 1)
    writeFileSync(path.join(vendor, `module-${index}.js`), `export default ${index}\n`)
  appendFileSync(path.join(workingCopy, 'content/faq.json'), '\n')
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: workingCopy, stdio: 'ignore' })
  git('add', '--all', '--', 'agency-release', 'content/faq.json')
  git('-c', 'user.name=Agency', '-c', 'user.email=agency@example.com', 'commit', '-qm', 'Release')
}

const row = (phase: string, times: PageTimes) =>
  `| ${phase} | ${times.requests} | ${times.p50} | ${times.p95} | ${times.p99} | ${times.max} | ${times.errors} | ${times.timedOut} |`

function markdown(
  publishes: Publish[],
  firstBuildS: number,
  visitors: { idle: PageTimes; publishing: PageTimes; paths: string[] },
  statusMs: number[],
): string {
  const live = publishes.map((p) => p.liveS)
  const rows = publishes.map(
    (p, index) =>
      `| ${index === 0 ? '1 (first after start)' : index + 1} | ${p.saveMs} | ${p.buildS?.toFixed(1) ?? '–'} | ${p.liveS.toFixed(1)} |`,
  )
  return [
    "## An owner's edit going live (`npm run bench:publish`)",
    '',
    `Measured ${measuredOn()}: the compiled server with \`CMS_BACKEND=server\` on a scratch working copy ` +
      `whose recent history holds an agency release of ${AGENCY_RELEASE_FILES} files ` +
      `(its first build, as the operator's, took ${firstBuildS.toFixed(1)} s and is not counted); ` +
      `${publishes.length} FAQ edits saved one after another through the editor's API, its status line ` +
      `polled every ${STATUS_POLL_WHILE_BUILDING_MS / 1000} s meanwhile, while visitors read pages. ` +
      `Live: from sending the save to the first GET / with the new words. ` +
      `Budget: median ≤ ${budgets.publishMedianSeconds} s (the editor's status line says so).`,
    '',
    '| Publish | Save answered ms | Build s | Live on / s |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    `Median ${median(live).toFixed(1)} s; slowest ${Math.max(...live).toFixed(1)} s.`,
    '',
    `Visitors meanwhile: ${VISITORS_PER_SECOND} page requests a second (${visitors.paths.join(', ')} in turn), ` +
      'each started on time whatever the ones before it do, and timed out after 3 s; first ' +
      `${IDLE_MS / 1000} s with nothing else happening, then from the first save to the last publish being live. ` +
      `The editor's status answers during the publishes: p50 ${percentile(statusMs, 0.5)} ms, ` +
      `slowest ${Math.max(0, ...statusMs)} ms (${statusMs.length} answers).`,
    '',
    '| Visitors | Requests | p50 ms | p95 ms | p99 ms | Max ms | Errors | Timed out |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('Idle, before', visitors.idle),
    row('During the publishes', visitors.publishing),
  ].join('\n')
}

async function main() {
  const site = await startEditingServer({ owner: OWNER, prepare: commitAgencyRelease })
  const { base, workingCopy } = site
  try {
    const cookie = sessionCookieOf(await postSignIn(base, OWNER.name, OWNER.password))
    const api = editorApi(base, cookie)
    const paths = ['/', contactPath, servicePaths[0] ?? '/']
    const idleLoad = visitorLoad(base, paths, VISITORS_PER_SECOND)
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    const idle = summary(await idleLoad.stop())
    console.log(`visitors, idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms`)
    const publishes: Publish[] = []
    const statusMs: number[] = []
    const publishingLoad = visitorLoad(base, paths, VISITORS_PER_SECOND)
    for (let round = 1; round <= PUBLISHES; round += 1) {
      const { publish, statusMs: answers } = await publishOnce(api, base, workingCopy, round)
      console.log(
        `publish ${round}: saved in ${publish.saveMs} ms, live after ${publish.liveS.toFixed(1)} s`,
      )
      publishes.push(publish)
      statusMs.push(...answers)
    }
    const publishing = summary(await publishingLoad.stop())
    console.log(`visitors, publishing: p50 ${publishing.p50} ms, p99 ${publishing.p99} ms`)
    writeBenchSection(
      'publish',
      markdown(
        publishes,
        site.firstBuildS,
        { idle, publishing, paths },
        statusMs.toSorted((a, b) => a - b),
      ),
    )
    const middle = median(publishes.map((p) => p.liveS))
    const met = middle <= budgets.publishMedianSeconds
    console.log(
      met
        ? `Median ${middle.toFixed(1)} s: within ${budgets.publishMedianSeconds} s.`
        : `Median ${middle.toFixed(1)} s: over ${budgets.publishMedianSeconds} s.`,
    )
    process.exitCode = met ? 0 : 1
  } finally {
    await site.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
