import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { iconNames } from '../app/content/schemas'
import { uiIconNames } from '../app/components/ui/icon-names'
import { SPRITE_PATH, iconSprite } from './icon-sprite'

test('the committed icon sprite is current (run `npm run icons` after changing the icon lists)', async () => {
  expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(await iconSprite())
})

test('every icon name has a symbol', async () => {
  const sprite = await iconSprite()
  for (const name of [...iconNames, ...uiIconNames])
    expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`)
})
