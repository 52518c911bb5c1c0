import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { DARK_TOKENS, LIGHT_TOKENS } from './stylesheet'

/** The declarations of one rule of app/app.css (`:root {` or `.dark {`), as name → value. */
function tokensOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]))
}

test("the owner's pages use the site's own colour tokens, light and dark", () => {
  const css = readFileSync('app/app.css', 'utf8')
  const light = tokensOf(css, ':root')
  const dark = tokensOf(css, '.dark')
  for (const [name, value] of Object.entries(LIGHT_TOKENS)) expect(value, name).toBe(light[name])
  for (const [name, value] of Object.entries(DARK_TOKENS)) expect(value, name).toBe(dark[name])
})
