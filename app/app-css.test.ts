import arial from '@capsizecss/metrics/arial'
import figtree from '@capsizecss/metrics/figtree'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const css = readFileSync('app/app.css', 'utf8')
const percent = (property: string) =>
  Number(new RegExp(`${property}:\\s*([\\d.]+)%`).exec(css)?.[1])

test('the fallback font is sized like Figtree, so swapping fonts does not shift the layout', () => {
  const sizeAdjust = figtree.xWidthAvg / figtree.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm)
  expect(percent('size-adjust')).toBeCloseTo(sizeAdjust * 100, 1)
  expect(percent('ascent-override')).toBeCloseTo(
    (figtree.ascent / figtree.unitsPerEm / sizeAdjust) * 100,
    1,
  )
  expect(percent('descent-override')).toBeCloseTo(
    (Math.abs(figtree.descent) / figtree.unitsPerEm / sizeAdjust) * 100,
    1,
  )
  expect(percent('line-gap-override')).toBeCloseTo(
    (figtree.lineGap / figtree.unitsPerEm / sizeAdjust) * 100,
    1,
  )
})

test('fonts are self-hosted, latin subset only, swapped in', () => {
  expect(css).toContain("url('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2')")
  expect(css).not.toMatch(/url\([^)]*latin-ext/)
  expect(css).toMatch(/font-display: swap/)
  expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/)
})
