import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { ContentRefused, createContentApi, parseContentRequest } from './content-api'

const real = mkdtempSync(path.join(tmpdir(), 'canopy-content-api-'))
const linked = `${real}-link`
mkdirSync(path.join(real, 'content'))
writeFileSync(path.join(real, 'content/faq.json'), '{"faq":[]}\n')
symlinkSync(real, linked, 'dir')
afterAll(() => {
  rmSync(linked, { force: true })
  rmSync(real, { recursive: true, force: true })
})

test('a working copy reached through a link still has every save checked', async () => {
  const checked: string[] = []
  const handle = createContentApi({
    root: linked,
    checkContent: async (contentDir) => {
      checked.push(readFileSync(path.join(contentDir, 'faq.json'), 'utf8'))
      return ['content/faq.json: faq: must have exactly 20 items']
    },
  })
  const request = parseContentRequest({
    action: 'persistEntry',
    params: {
      dataFiles: [{ path: 'content/faq.json', raw: '{"faq":[1]}' }],
      assets: [],
      options: { commitMessage: 'Too short' },
    },
  })
  await expect(handle(request, 'maria')).rejects.toThrow(ContentRefused)
  expect(checked).toEqual(['{"faq":[1]}'])
  expect(readFileSync(path.join(real, 'content/faq.json'), 'utf8')).toBe('{"faq":[]}\n')
})
