/**
 * The floor: what the connection alone costs. A bare page (one heading, one paragraph, no CSS, no
 * font, no script) is served on loopback next to the site, and Lighthouse measures it and the key
 * routes in both throttling modes, alternating, in the same run: "simulated" (Lighthouse's default,
 * which models a slow phone from a fast load) and "applied" (devtools: the browser really throttled).
 * A key route passes when its median LCP stays within `budgets.floorRatio` × the floor's, in each mode,
 * and its median Total Blocking Time with the browser really throttled is within `budgets.tbtMs` (the
 * simulated TBT of every route is the budget of the other part, bench/bench.ts).
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import { budgets } from '../shared/budgets'
import { median } from './record'

export const throttlingModes = [
  { id: 'simulate', label: 'simulated' },
  { id: 'devtools', label: 'applied' },
] as const
export type ThrottlingMode = (typeof throttlingModes)[number]['id']

/** A page's medians in one throttling mode. */
type ModeMedians = { fcp: number; lcp: number; tbt: number }

/** The floor page: the same words a first screen starts with, and nothing else. */
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  // No icon request either: the browser would ask for /favicon.ico while the page loads.
  '<link rel="icon" href="data:,"></head>' +
  '<body><h1>Tree care in Springfield</h1>' +
  '<p>Pruning, removal and stump grinding by certified arborists. Call for a free estimate.</p>' +
  '</body></html>'

/** Serves the bare page on a loopback port; resolves to its URL and a way to stop it. */
export async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
    response.end(BARE_PAGE)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('bare page: no port')
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Lighthouse's benchmark index over a run's Lighthouse runs, as "median (lowest–highest)": how fast
 * the machine ran a fixed JavaScript loop before each run. Its default 4× CPU slowdown is meant for
 * a fast desktop; an index that moves within a run says the machine's load moved too.
 */
export function benchmarkIndexSpread(indexes: readonly number[]): string {
  if (indexes.length === 0) return 'not recorded'
  const sorted = indexes.toSorted((a, b) => a - b)
  const format = (value: number) => Math.round(value).toLocaleString('en-US')
  return `${format(median(sorted))} (${format(sorted[0] ?? 0)}–${format(sorted.at(-1) ?? 0)})`
}

/** How the bare page is named in the benchmark's tables. */
export const BARE_PAGE_LABEL = 'bare page (the floor)'

export type FloorRow = { page: string } & Record<ThrottlingMode, ModeMedians>

/** Why a key route misses the floor budget or the applied TBT budget (empty when it meets both). */
export function floorFailures(row: FloorRow, floor: FloorRow): string[] {
  const overTheFloor = throttlingModes.flatMap(({ id, label }) => {
    const ratio = row[id].lcp / floor[id].lcp
    return ratio > budgets.floorRatio
      ? [`${label} LCP ${Math.round(row[id].lcp)} ms = ${ratio.toFixed(2)} × the floor`]
      : []
  })
  const appliedTbt = row.devtools.tbt
  return appliedTbt > budgets.tbtMs
    ? [...overTheFloor, `applied TBT ${Math.round(appliedTbt)} ms > ${budgets.tbtMs}`]
    : overTheFloor
}

/** The markdown table: the floor first, then each key route with FCP, LCP, LCP ÷ floor and TBT. */
export function floorTable(floor: FloorRow, rows: readonly FloorRow[]): string {
  const cells = (row: FloorRow) =>
    throttlingModes
      .map(({ id }) =>
        [
          Math.round(row[id].fcp),
          Math.round(row[id].lcp),
          `${(row[id].lcp / floor[id].lcp).toFixed(2)} ×`,
          Math.round(row[id].tbt),
        ].join(' | '),
      )
      .join(' | ')
  const header = throttlingModes
    .map(({ label }) => `${label} FCP ms | ${label} LCP ms | LCP ÷ floor | ${label} TBT ms`)
    .join(' | ')
  return [
    `| Page | ${header} |`,
    `|---|${'---:|'.repeat(throttlingModes.length * 4)}`,
    `| ${BARE_PAGE_LABEL} | ${cells(floor)} |`,
    ...rows.map((row) => `| ${row.page} | ${cells(row)} |`),
  ].join('\n')
}
