/**
 * `npm run bench`: builds, starts the production server, runs Lighthouse (default mobile config,
 * simulated throttling, Debian's Chromium) three times on every route, prints the medians, writes
 * them to docs/performance.md and exits non-zero when a budget is missed. Not part of `npm test`:
 * timings are noisy. (The deterministic byte budgets are a browser test.)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { readPostFiles } from '../app/content/files.server'
import { noindexPaths, pagePaths, postPaths } from '../app/lib/site-routes'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, spawnServer } from './local-server'
import { budgets } from './budgets'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
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
  jsKb: number
  totalKb: number
  requests: number
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Gzip size of the site's own scripts the page loaded (the same files the byte-budget test reads). */
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

/** One Lighthouse run; a run that fails to record (e.g. NO_NAVSTART) is tried again, up to 3 times. */
async function lighthouseRun(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    const error = runner ? runner.lhr.runtimeError : { message: 'Lighthouse returned nothing' }
    if (runner && !error) return runner.lhr
    if (attempt >= 3) throw new Error(`${url}: ${error?.message}`)
    console.log(`  (retrying ${url}: ${error?.message})`)
  }
}

async function audit(url: string, port: number, origin: string) {
  const lhr = await lighthouseRun(url, port)
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
    jsKb: jsGzipKb(requests, origin),
    totalKb: numeric('total-byte-weight') / 1024,
    requests: requests.length,
  }
}

export function budgetFailures(result: Result): string[] {
  const failures: string[] = []
  const minPerformance = result.route === '/' ? budgets.homePerformance : budgets.performance
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
  if (result.jsKb > budgets.jsKbGzip)
    failures.push(`JS ${result.jsKb.toFixed(1)} KB > ${budgets.jsKbGzip}`)
  return failures
}

function table(results: Result[]): string {
  const header =
    '| Route | Perf | A11y | BP | SEO | LCP ms | FCP ms | TBT ms | CLS | JS KB gz | Total KB | Requests |'
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.fcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} | ${r.requests} |`,
  )
  return [header, '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|', ...rows].join(
    '\n',
  )
}

function writeSection(markdown: string) {
  const file = path.resolve('docs/performance.md')
  const start = '<!-- bench:lighthouse:start -->'
  const end = '<!-- bench:lighthouse:end -->'
  const block = `${start}\n${markdown}\n${end}`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n'
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
    : current.replace('# Performance\n', `# Performance\n\n${block}\n`)
  writeFileSync(file, next)
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const routes = process.env.BENCH_ROUTES?.split(',') ?? [
    ...pagePaths,
    ...postPaths(readPostFiles().map((p) => p.slug)),
  ]
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawnServer(port, dataDir)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  const results: Result[] = []
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(origin)
        break
      } catch (error) {
        if (attempt > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    for (const route of routes) {
      const runs: Awaited<ReturnType<typeof audit>>[] = []
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(`${origin}${route}`, chrome.port, origin))
      const pick = (key: keyof Awaited<ReturnType<typeof audit>>) => median(runs.map((r) => r[key]))
      const result: Result = {
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsKb: pick('jsKb'),
        totalKb: pick('totalKb'),
        requests: pick('requests'),
      }
      results.push(result)
      const failures = budgetFailures(result)
      console.log(
        `${route.padEnd(34)} perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${Math.round(result.lcp)} TBT ${Math.round(result.tbt)} CLS ${result.cls.toFixed(3)} JS ${result.jsKb.toFixed(1)} KB${failures.length ? `  ✗ ${failures.join(', ')}` : ''}`,
      )
    }
  } finally {
    await chrome.kill()
    server.kill('SIGTERM')
    await once(server, 'exit')
    rmSync(dataDir, { recursive: true, force: true })
  }

  const failed = results.filter((r) => budgetFailures(r).length > 0)
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  writeSection(
    [
      '## Lighthouse (`npm run bench`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}, ` +
        `Lighthouse 12 default mobile config (simulated throttling), Debian Chromium, the production Node server on loopback. ` +
        `Median of ${RUNS} runs per route. JS KB gz: gzip size of the site's scripts the page loaded.`,
      '',
      `Budgets: performance ≥ ${budgets.performance} (home ${budgets.homePerformance}); accessibility, best practices, SEO ${budgets.seo}; ` +
        `LCP ≤ ${budgets.lcpMs} ms; TBT ≤ ${budgets.tbtMs} ms; CLS ≤ ${budgets.cls}; JS ≤ ${budgets.jsKbGzip} KB gzip (KB = 1024 bytes). ` +
        `Noindex pages (${noindexPaths.join(', ')}) are exempt from the SEO score: they fail its crawlability audit on purpose.`,
      '',
      table(results),
      '',
      failed.length === 0
        ? 'Every budget met.'
        : `Budgets missed on: ${failed.map((r) => r.route).join(', ')}.`,
    ].join('\n'),
  )
  console.log(
    failed.length === 0 ? 'Every budget met.' : `Budgets missed on ${failed.length} route(s).`,
  )
  process.exit(failed.length === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
