// Each benchmark replaces its own section of docs/performance.md, between bench:NAME markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PERFORMANCE_DOC = path.resolve('docs/performance.md')

export function writeBenchSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`
  const end = `<!-- bench:${name}:end -->`
  const block = `${start}\n${markdown.trimEnd()}\n${end}`
  const current = existsSync(PERFORMANCE_DOC)
    ? readFileSync(PERFORMANCE_DOC, 'utf8')
    : '# Performance\n'
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => block)
    : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(PERFORMANCE_DOC, next)
}

export function measuredOn(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  return `${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}`
}

/** Of an even count, the upper of the two middle values. */
export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** `share` from 0 to 1, nearest rank. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
