import sharp from 'sharp'
import { expect, test } from 'vitest'
import { loadIcons } from './browser-scripts'
import { inboxManifest } from './manifest'
import { ICON_FILES, ICONS_PATH } from './paths'

test('the manifest opens the inbox, standalone, with icons of the sizes it names, one maskable', async () => {
  const manifest = inboxManifest()
  expect(manifest.display).toBe('standalone')
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true)
  expect(manifest.start_url).toBe('/admin/leads')
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name.length).toBeLessThanOrEqual(12)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
  const icons = loadIcons(ICON_FILES)
  for (const icon of manifest.icons) {
    const file = icon.src.replace(`${ICONS_PATH}/`, '') as (typeof ICON_FILES)[number]
    const metadata = await sharp(icons.get(file)).metadata()
    expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes)
    expect(metadata.format).toBe('png')
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
})
