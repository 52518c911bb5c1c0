// The floor: a bare page on loopback, measured beside the key routes in both throttling modes.
// "simulated" models a slow phone from a fast load; "applied" really throttles the browser.
import { once } from 'node:events'
import { createServer } from 'node:http'
import { budgets } from '../shared/budgets'
import { median } from './record'

export const throttlingModes = [
  { id: 'simulate', label: 'simulated' },
  { id: 'devtools', label: 'applied' },
] as const
export type ThrottlingMode = (typeof throttlingModes)[number]['id']

type ModeMedians = { fcp: number; lcp: number; tbt: number }

const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  // No icon request either: the browser would ask for /favicon.ico while the page loads.
  '<link rel="icon" href="data:,"></head>' +
  '<body><h1>Tree care in Springfield</h1>' +
  '<p>Pruning, removal and stump grinding by certified arborists. Call for a free estimate.</p>' +
  '</body></html>'

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

/** An index that moves within a run says the machine's load moved too. */
export function benchmarkIndexSpread(indexes: readonly number[]): string {
  if (indexes.length === 0) return 'not recorded'
  const sorted = indexes.toSorted((a, b) => a - b)
  const format = (value: number) => Math.round(value).toLocaleString('en-US')
  return `${format(median(sorted))} (${format(sorted[0] ?? 0)}–${format(sorted.at(-1) ?? 0)})`
}

export const BARE_PAGE_LABEL = 'bare page (the floor)'

export type FloorRow = { page: string } & Record<ThrottlingMode, ModeMedians>

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
