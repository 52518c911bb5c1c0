import { describe, expect, test } from 'vitest'
import { illustrationNames } from '~/content/schemas'
import { illustrationMarkup } from './illustration-markup.server'

describe('illustration markup (inline in each page, and again in its hydration data)', () => {
  test.each(illustrationNames)('%s is one decorative SVG with its class', (name) => {
    const markup = illustrationMarkup(name, 'h-auto w-full')
    expect(markup).toMatch(/^<svg viewBox="[\d.\s]+"[^>]* aria-hidden="true" focusable="false"/)
    expect(markup).toContain('class="h-auto w-full"')
    expect(markup.match(/<svg/g)).toHaveLength(1)
  })

  test.each(illustrationNames)('%s writes no coordinate past two decimals', (name) => {
    const longNumbers = illustrationMarkup(name, '').match(/\d\.\d{3,}/g) ?? []
    expect(longNumbers).toEqual([])
  })
})
