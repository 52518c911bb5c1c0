import type { Page } from 'playwright-core'

export type LayoutShift = {
  value: number
  atMs: number
  hydrated: boolean
  fonts: string
  // Its tag and first classes, its box before → after.
  moved: string[]
}

type WithShifts = Window & { layoutShifts?: LayoutShift[] }

// Call before `goto`, to record from the page's start.
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = []
    Object.assign(window, { layoutShifts: shifts })
    const name = (node: Node | null | undefined) =>
      node instanceof Element
        ? [node.localName, ...(node.getAttribute('class')?.split(' ').slice(0, 3) ?? [])].join('.')
        : String(node?.nodeName)
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        shifts.push({
          value: shift.value,
          atMs: Math.round(shift.startTime),
          hydrated: document.documentElement.dataset.hydrated === 'true',
          fonts: document.fonts.status,
          moved: shift.sources.map(
            (source) =>
              `${name(source.node)} (${box(source.previousRect)} → ${box(source.currentRect)})`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as WithShifts).layoutShifts ?? [])

export const totalShift = (shifts: LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0)

export const describeShifts = (shifts: LayoutShift[]): string =>
  shifts
    .map(
      (shift) =>
        `${shift.value.toFixed(4)} at ${shift.atMs} ms (hydrated: ${shift.hydrated}, fonts ${shift.fonts}): ${shift.moved.join('; ')}`,
    )
    .join('\n')
