import type { Metric } from 'web-vitals'

/**
 * By the specification, web vitals are reported only when a callback is given (the app gives none), and the
 * measuring library is only downloaded in that case.
 */
export async function reportWebVitals(onReport?: (metric: Metric) => void): Promise<boolean> {
  if (!onReport) return false
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(onReport)
  return true
}
