// `npm run bench`: Lighthouse medians per route against the budgets, into docs/performance.md.
// Not in `npm test`: single runs are noisy, hence medians.
// BENCH_PARTS=routes|floor runs one part; also BENCH_RUNS, BENCH_ROUTES, BENCH_SKIP_BUILD=1.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { readPostFiles } from '../app/content/files.server'
import { contactPath } from '../app/lib/contact-path'
import { noindexPaths, pagePaths, postPaths, servicePaths } from '../app/lib/site-routes'
import {
  BARE_PAGE_LABEL,
  type FloorRow,
  benchmarkIndexSpread,
  type ThrottlingMode,
  floorFailures,
  floorTable,
  serveBarePage,
  throttlingModes,
} from './floor'
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  freePort,
  spawnServer,
  waitUntilUp,
} from '../tests/support/local-server'
import { budgets } from '../shared/budgets'
import { measuredOn, median, writeBenchSection } from './record'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const keyRoutes = [
  '/',
  contactPath,
  servicePaths[0] ?? '/',
  ...postPaths(readPostFiles().map((post) => post.slug)).slice(0, 1),
]
const clientDir = path.resolve('build/client')

type Result = {
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  fcp: number
  tbt: number
  cls: number
  mainThreadMs: number
  /** How fast this machine ran Lighthouse's fixed loop just before the run. */
  benchmarkIndex: number
  jsKb: number
  totalKb: number
  requests: number
  consoleErrors: string[]
}

type RouteMedians = Result & { runIndexes: number[] }

/** Only a page with an island may load script. */
function pageHasIslands(route: string): boolean {
  const page = path.join(clientDir, route, 'index.html')
  return existsSync(page) && readFileSync(page, 'utf8').includes('data-island=')
}

function jsGzipKb(requests: { url: string; resourceType?: string }[], origin: string): number {
  let bytes = 0
  for (const request of requests) {
    const url = new URL(request.url)
    if (url.origin !== origin || request.resourceType !== 'Script') continue
    const file = path.join(clientDir, url.pathname)
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length
  }
  return bytes / 1024
}

// Each run is a first visit: Lighthouse keeps cookies and local storage, so they are cleared too.
const CLEAR_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'cookies',
] as const

/** A run that fails to record (e.g. NO_NAVSTART) is tried again. */
async function lighthouseRun(url: string, port: number, throttlingMethod: ThrottlingMode) {
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      clearStorageTypes: [...CLEAR_STORAGE_TYPES],
    })
    const error = runner ? runner.lhr.runtimeError : { message: 'Lighthouse returned nothing' }
    if (runner && !error) return runner.lhr
    if (attempt >= 3) throw new Error(`${url}: ${error?.message}`)
    console.log(`  (retrying ${url}: ${error?.message})`)
  }
}

/** A failed hydration shows here as React's error 418/423/425. */
function consoleErrors(lhr: Awaited<ReturnType<typeof lighthouseRun>>): string[] {
  const details = lhr.audits['errors-in-console']?.details
  const items = details && 'items' in details ? (details.items as { description?: unknown }[]) : []
  return items.map((item) => String(item.description ?? 'console error'))
}

async function audit(
  url: string,
  port: number,
  origin: string,
  throttlingMethod: ThrottlingMode = 'simulate',
) {
  const lhr = await lighthouseRun(url, port, throttlingMethod)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const details = lhr.audits['network-requests']?.details
  const requests =
    details && 'items' in details ? (details.items as { url: string; resourceType?: string }[]) : []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsKb: jsGzipKb(requests, origin),
    totalKb: numeric('total-byte-weight') / 1024,
    requests: requests.length,
    consoleErrors: consoleErrors(lhr),
  }
}

export function budgetFailures(
  result: Result,
  hasIslands = pageHasIslands(result.route),
): string[] {
  const failures: string[] = []
  const minPerformance = keyRoutes.includes(result.route)
    ? budgets.keyRoutePerformance
    : budgets.performance
  if (result.performance < minPerformance)
    failures.push(`performance ${result.performance} < ${minPerformance}`)
  if (result.accessibility < budgets.accessibility)
    failures.push(`accessibility ${result.accessibility}`)
  if (result.bestPractices < budgets.bestPractices)
    failures.push(`best practices ${result.bestPractices}`)
  // A noindex page (the thank-you page) fails the SEO category's crawlability audit by design.
  if (result.seo < budgets.seo && !noindexPaths.includes(result.route))
    failures.push(`SEO ${result.seo}`)
  if (result.lcp > budgets.lcpMs)
    failures.push(`LCP ${Math.round(result.lcp)} ms > ${budgets.lcpMs}`)
  if (result.tbt > budgets.tbtMs)
    failures.push(`TBT ${Math.round(result.tbt)} ms > ${budgets.tbtMs}`)
  if (result.cls > budgets.cls) failures.push(`CLS ${result.cls.toFixed(3)} > ${budgets.cls}`)
  const jsBudget = hasIslands ? budgets.islandsJsKbGzip : budgets.staticPageJsBytes / 1024
  if (result.jsKb > jsBudget) failures.push(`JS ${result.jsKb.toFixed(1)} KB > ${jsBudget}`)
  if (result.consoleErrors.length > 0)
    failures.push(`console errors: ${result.consoleErrors.join(' / ')}`)
  return failures
}

function table(results: Result[]): string {
  const header =
    '| Route | Perf | A11y | BP | SEO | LCP ms | FCP ms | TBT ms | Main thread ms | Benchmark index | CLS | JS KB gz | Total KB | Requests |'
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.fcp)} | ${Math.round(r.tbt)} | ${Math.round(r.mainThreadMs)} | ${Math.round(r.benchmarkIndex)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} | ${r.requests} |`,
  )
  return [header, `|---|${'---:|'.repeat(13)}`, ...rows].join('\n')
}

type Audit = Awaited<ReturnType<typeof audit>>

async function medianAudit(label: string, url: string, origin: string, chromePort: number) {
  const runs: Audit[] = []
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chromePort, origin))
  const pick = (key: Exclude<keyof Audit, 'consoleErrors'>) => median(runs.map((r) => r[key]))
  return {
    route: label,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    mainThreadMs: pick('mainThreadMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    jsKb: pick('jsKb'),
    totalKb: pick('totalKb'),
    requests: pick('requests'),
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
    runIndexes: runs.map((r) => r.benchmarkIndex),
  } satisfies RouteMedians
}

const summary = (result: Result) =>
  `perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${Math.round(result.lcp)} TBT ${Math.round(result.tbt)} main thread ${Math.round(result.mainThreadMs)} index ${Math.round(result.benchmarkIndex)} CLS ${result.cls.toFixed(3)} JS ${result.jsKb.toFixed(1)} KB`

async function measureRoutes(
  routes: readonly string[],
  origin: string,
  chromePort: number,
  bareUrl: string,
) {
  // The bare page's TBT is the machine's share: a slow VM shows there, not only in the site's rows.
  const bare = await medianAudit(BARE_PAGE_LABEL, bareUrl, origin, chromePort)
  console.log(`${bare.route.padEnd(34)} ${summary(bare)}  (the machine's share, no budget)`)
  const results: RouteMedians[] = []
  for (const route of routes) {
    const result = await medianAudit(route, `${origin}${route}`, origin, chromePort)
    results.push(result)
    const failures = budgetFailures(result)
    console.log(
      `${route.padEnd(34)} ${summary(result)}${failures.length ? `  ✗ ${failures.join(', ')}` : ''}`,
    )
  }
  const failed = results.filter((r) => budgetFailures(r).length > 0)
  writeBenchSection(
    'lighthouse',
    [
      '## Lighthouse on every route (`npm run bench`)',
      '',
      `Measured ${measuredOn()}, ` +
        `Lighthouse 12 default mobile config (simulated throttling), Debian Chromium, the production Node server on loopback. ` +
        `Median of ${RUNS} runs per route. JS KB gz: gzip size of the site's scripts the page loaded. ` +
        `Main thread ms: Lighthouse's main-thread work on its simulated phone. The bare page (the floor of the key routes' table) ` +
        `is measured in the same run, without budgets: its TBT and main-thread time are the machine's share. ` +
        `Benchmark index: Lighthouse's measure of the machine's speed before each run (a fixed JavaScript loop), the route's median; ` +
        `over this run ${benchmarkIndexSpread([bare, ...results].flatMap((r) => r.runIndexes))}. ` +
        `Lighthouse's 4× CPU slowdown is meant for a fast desktop; a row whose index is far below the others ran while the machine was busier.`,
      '',
      `Budgets: performance ≥ ${budgets.performance} (the key routes ${keyRoutes.join(', ')}: ${budgets.keyRoutePerformance}); accessibility, best practices, SEO ${budgets.seo}; ` +
        `LCP ≤ ${budgets.lcpMs} ms; TBT ≤ ${budgets.tbtMs} ms; CLS ≤ ${budgets.cls}; JS ${budgets.staticPageJsBytes} bytes on a page without islands, ≤ ${budgets.islandsJsKbGzip} KB gzip with (KB = 1024 bytes); no console error in any run. ` +
        `Noindex pages (${noindexPaths.join(', ')}) are exempt from the SEO score: they fail its crawlability audit on purpose.`,
      '',
      table([bare, ...results]),
      '',
      failed.length === 0
        ? 'Every budget met.'
        : `Budgets missed on: ${failed.map((r) => r.route).join(', ')}.`,
    ].join('\n'),
  )
  return failed.length
}

/** Runs alternate, so that drift hits every page alike. */
async function measureFloor(origin: string, chromePort: number, bareUrl: string) {
  const pages = [
    { page: 'bare', url: bareUrl },
    ...keyRoutes.map((route) => ({ page: route, url: `${origin}${route}` })),
  ]
  const samples = new Map<string, Audit[]>()
  for (let run = 0; run < RUNS; run += 1)
    for (const { id } of throttlingModes)
      for (const { page, url } of pages) {
        const result = await audit(url, chromePort, origin, id)
        samples.set(`${id} ${page}`, [...(samples.get(`${id} ${page}`) ?? []), result])
        if (result.consoleErrors.length > 0)
          throw new Error(`${page} (${id}): console errors: ${result.consoleErrors.join(' / ')}`)
      }
  const row = (page: string): FloorRow => {
    const paint = (id: ThrottlingMode) => {
      const runs = samples.get(`${id} ${page}`) ?? []
      return {
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
      }
    }
    return { page, simulate: paint('simulate'), devtools: paint('devtools') }
  }
  const floor = row('bare')
  const rows = keyRoutes.map(row)
  const markdown = floorTable(floor, rows)
  console.log(`\n${markdown}\n`)
  const failed = rows.filter((r) => floorFailures(r, floor).length > 0)
  for (const r of failed) console.log(`${r.page}  ✗ ${floorFailures(r, floor).join(', ')}`)
  writeBenchSection(
    'floor',
    [
      '## The key routes against the floor (`npm run bench`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse 12 mobile, median of ${RUNS} runs, the two throttling modes ` +
        `alternating in one run: simulated (Lighthouse's default) and applied (devtools: the browser really throttled). ` +
        `The floor is a bare page (one heading, one paragraph; no CSS, font or script) served on loopback in the same run. ` +
        `Lighthouse's benchmark index over the run: ${benchmarkIndexSpread([...samples.values()].flat().map((r) => r.benchmarkIndex))}. ` +
        `Budgets: each key route's LCP ≤ ${budgets.floorRatio} × the floor's LCP in both modes, and its TBT ≤ ${budgets.tbtMs} ms applied ` +
        `(simulated TBT, shown for comparison, is the budget of the table of every route).`,
      '',
      markdown,
      '',
      failed.length === 0
        ? 'Every key route within the budgets.'
        : `Over the budgets: ${failed.map((r) => r.page).join(', ')}.`,
    ].join('\n'),
  )
  return failed.length
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const parts = process.env.BENCH_PARTS?.split(',') ?? ['routes', 'floor']
  const routes = process.env.BENCH_ROUTES?.split(',') ?? [
    ...pagePaths,
    ...postPaths(readPostFiles().map((p) => p.slug)),
  ]
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawnServer(port, dataDir)
  const bare = await serveBarePage()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  let failures = 0
  try {
    await waitUntilUp(origin)
    if (parts.includes('routes'))
      failures += await measureRoutes(routes, origin, chrome.port, bare.url)
    if (parts.includes('floor')) failures += await measureFloor(origin, chrome.port, bare.url)
  } finally {
    await chrome.kill()
    await bare.close()
    server.kill('SIGTERM')
    await once(server, 'exit')
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(failures === 0 ? 'Every budget met.' : `Budgets missed (${failures}).`)
  process.exit(failures === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
