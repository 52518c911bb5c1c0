// An open loop: each request starts on time, so a slow server is not excused by fewer requests.
import { percentile } from './record'

const PATIENCE_MS = 3000

type Sample = { ms: number; ok: boolean; timedOut: boolean }

export type PageTimes = {
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  timedOut: number
}

export function summary(samples: Sample[]): PageTimes {
  const times = samples.map((sample) => sample.ms).toSorted((a, b) => a - b)
  return {
    requests: samples.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
    errors: samples.filter((sample) => !sample.ok && !sample.timedOut).length,
    timedOut: samples.filter((sample) => sample.timedOut).length,
  }
}

async function visit(url: string): Promise<Sample> {
  const started = performance.now()
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PATIENCE_MS) })
    await response.arrayBuffer()
    return { ms: Math.round(performance.now() - started), ok: response.ok, timedOut: false }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { ms: Math.round(performance.now() - started), ok: false, timedOut }
  }
}

export function visitorLoad(base: string, paths: string[], perSecond: number) {
  const pending: Promise<Sample>[] = []
  let next = 0
  const timer = setInterval(() => {
    pending.push(visit(`${base}${paths[next % paths.length] ?? '/'}`))
    next += 1
  }, 1000 / perSecond)
  return {
    async stop(): Promise<Sample[]> {
      clearInterval(timer)
      return Promise.all(pending)
    },
  }
}
