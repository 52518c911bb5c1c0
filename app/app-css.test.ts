import arial from '@capsizecss/metrics/arial'
import figtree from '@capsizecss/metrics/figtree'
import roboto from '@capsizecss/metrics/roboto'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const css = readFileSync('app/app.css', 'utf8')
const fontsCss = readFileSync('app/fonts.css', 'utf8')
/** The fallback's faces, one per weight band and local family: { weight, size-adjust, metrics }. */
const fallbackFaces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((match) => match[1] ?? '')
  .filter((face) => face.includes("font-family: 'Figtree Fallback"))
  .map((face) => {
    const percent = (property: string) =>
      Number(new RegExp(`${property}:\\s*([\\d.]+)%`).exec(face)?.[1]) / 100
    const localNames = [...face.matchAll(/local\('([^']+)'\)/g)].map((name) => name[1] ?? '')
    return {
      family: /font-family: '([^']+)'/.exec(face)?.[1],
      weights: /font-weight:\s*(\d+) (\d+)/.exec(face)?.slice(1).map(Number) ?? [],
      bold: /Bold|Black/.test(localNames[0] ?? ''),
      localNames,
      sizeAdjust: percent('size-adjust'),
      ascent: percent('ascent-override'),
      descent: percent('descent-override'),
      lineGap: percent('line-gap-override'),
    }
  })
const facesOf = (family: string) => fallbackFaces.filter((face) => face.family === family)
const families = ['Figtree Fallback', 'Figtree Fallback Roboto', 'Figtree Fallback DejaVu']

test('the strong type tries Figtree, then Arial, Roboto and DejaVu Sans sized like it', () => {
  const stack = /--font-display:([^;]*);/.exec(css)?.[1]?.replace(/\s+/g, ' ').trim()
  expect(stack).toMatch(
    /^'Figtree Variable', 'Figtree Fallback', 'Figtree Fallback Roboto', 'Figtree Fallback DejaVu', /,
  )
  expect(new Set(fallbackFaces.map((face) => face.family))).toEqual(new Set(families))
})

test("each fallback family's faces cover every weight once, bold from 550", () => {
  for (const family of families) {
    const bands = facesOf(family).map((face) => face.weights)
    expect(bands[0]?.[0], family).toBe(1)
    expect(bands.at(-1)?.[1], family).toBe(1000)
    for (const [index, band] of bands.entries())
      if (index > 0) expect(band[0], family).toBe((bands[index - 1]?.[1] ?? 0) + 1)
    for (const face of facesOf(family))
      expect(face.bold, `${family} ${face.weights}`).toBe((face.weights[0] ?? 0) >= 550)
  }
})

test('each fallback face tries Liberation Sans first, and still Arial and Helvetica', () => {
  // Chromium on Linux asks the browser process for every local() name it tries, synchronously, in
  // the first frame's layout: a name that is not there is a wasted call (docs/performance.md,
  // "Rules the tests hold").
  for (const face of facesOf('Figtree Fallback')) {
    const bold = face.bold ? ' Bold' : ''
    expect(face.localNames[0]).toBe(`Liberation Sans${bold}`)
    expect(face.localNames).toEqual(expect.arrayContaining([`Arial${bold}`, `Helvetica${bold}`]))
  }
  for (const face of facesOf('Figtree Fallback Roboto'))
    expect(face.localNames[0]).toMatch(/^Roboto( Medium| Bold| Black)?$/)
  for (const face of facesOf('Figtree Fallback DejaVu'))
    expect(face.localNames[0]).toMatch(/^DejaVu Sans( Bold)?$/)
})

test("each fallback face has Figtree's vertical metrics, so a line is as tall in either font", () => {
  for (const face of fallbackFaces) {
    // The overrides are scaled by size-adjust: divided by it here, they must come back to Figtree's.
    expect(face.ascent * face.sizeAdjust).toBeCloseTo(figtree.ascent / figtree.unitsPerEm, 3)
    expect(face.descent * face.sizeAdjust).toBeCloseTo(
      Math.abs(figtree.descent) / figtree.unitsPerEm,
      3,
    )
    expect(face.lineGap).toBeCloseTo(figtree.lineGap / figtree.unitsPerEm, 3)
  }
})

test('the regular faces agree with the published average widths of Figtree, Arial and Roboto', () => {
  // The widths are measured on the site's words (a browser test checks them in each font);
  // capsize's averages, from English letter frequencies, are an independent check of the regular
  // band (capsize has no DejaVu Sans).
  const average = (font: typeof figtree) => font.xWidthAvg / font.unitsPerEm
  for (const [family, font] of [
    ['Figtree Fallback', arial],
    ['Figtree Fallback Roboto', roboto],
  ] as const) {
    const published = average(figtree) / average(font)
    expect(Math.abs((facesOf(family)[0]?.sizeAdjust ?? 0) - published), family).toBeLessThan(0.005)
  }
})

test('fonts are self-hosted, latin subset only, optional (never swapped in late), declared apart from the stylesheet', () => {
  expect(fontsCss).toContain(
    "url('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2')",
  )
  expect(fontsCss).not.toMatch(/url\([^)]*latin-ext/)
  expect(fontsCss).toMatch(/font-display: optional/)
  expect(`${css}${fontsCss}`).not.toMatch(/fonts\.googleapis|fonts\.gstatic/)
  // The stylesheet itself loads no font file: the first paint never waits for one.
  expect(css).not.toMatch(/url\(/)
})
