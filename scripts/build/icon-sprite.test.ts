import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { iconNames } from '../../app/content/schemas'
import { firstScreenIconNames, uiIconNames } from '../../app/components/ui/icon-names'
import { SPRITE_PATHS, iconSprites } from './icon-sprite'

test('the committed icon sprites are current (run `npm run icons` after changing the icon lists)', async () => {
  const sprites = await iconSprites()
  expect(readFileSync(SPRITE_PATHS.firstScreen, 'utf8')).toBe(sprites.firstScreen)
  expect(readFileSync(SPRITE_PATHS.rest, 'utf8')).toBe(sprites.rest)
})

test('every icon name has exactly one symbol, in the first-screen sprite when a first screen shows it', async () => {
  const { firstScreen, rest } = await iconSprites()
  for (const name of [...iconNames, ...uiIconNames]) {
    const symbol = `<symbol id="${name}" viewBox="0 0 24 24">`
    const first = (firstScreenIconNames as readonly string[]).includes(name)
    expect(firstScreen.includes(symbol), name).toBe(first)
    expect(rest.includes(symbol), name).toBe(!first)
  }
})
