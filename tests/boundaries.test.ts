import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { type PluginOption, type UserConfig, build } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import adminConfig from '../admin/vite.config'
import islandsConfig from '../app/islands/vite.config'
import { serverOnly } from '../vite-plugins/server-only'

const eslint = new ESLint()
const restrictedImports = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) =>
    result.messages.filter((message) => message.ruleId === 'no-restricted-imports'),
  )

describe('the site and the editor never reach into the server or the tools', () => {
  test.each([
    ['app/lib/example.ts', "import { buildApp } from '../../server/app'"],
    ['app/components/example.tsx', "import { budgets } from '../../scripts/html-diff'"],
    ['admin/example.ts', "import { ADMIN_PATH } from '../server/env'"],
    ['admin/config/example.ts', "import { openLeadStore } from '../../server/leads/store'"],
    ['app/example.ts', "import { run } from '../bench/bench'"],
  ])('%s may not import %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const used = 1\n`)).toHaveLength(1)
  })

  test('what both sides need comes from shared/', async () => {
    const code =
      "import { ADMIN_PATH } from '../../shared/admin-paths'\nexport const path = ADMIN_PATH\n"
    expect(await restrictedImports('app/lib/example.ts', code)).toEqual([])
  })
})

describe('no *.server module reaches a browser bundle', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'canopy-server-only-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  writeFileSync(path.join(root, 'secret.server.ts'), "export const token = 'never in a browser'\n")
  writeFileSync(path.join(root, 'plain.ts'), "export const greeting = 'hello'\n")
  writeFileSync(
    path.join(root, 'leaks.ts'),
    "import { token } from './secret.server'\nconsole.log(token)\n",
  )
  writeFileSync(
    path.join(root, 'clean.ts'),
    "import { greeting } from './plain'\nconsole.log(greeting)\n",
  )

  const browserBuild = (entry: string) =>
    build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [serverOnly()],
      build: { write: false, rollupOptions: { input: path.join(root, entry) } },
    })

  test('a browser build that imports one fails and names it', async () => {
    await expect(browserBuild('leaks.ts')).rejects.toThrow(/secret\.server\.ts is server-only/)
  })

  test('a browser build without one succeeds', async () => {
    await expect(browserBuild('clean.ts')).resolves.toBeDefined()
  })

  const pluginNames = (config: UserConfig) =>
    (config.plugins ?? [])
      .flat(Number.POSITIVE_INFINITY as 1)
      .map((plugin: PluginOption) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined,
      )

  test.each([
    ['the editor', adminConfig as UserConfig],
    ['the islands', islandsConfig as UserConfig],
  ])('%s is built with the guard', (_name, config) => {
    expect(pluginNames(config)).toContain('canopy:server-only')
  })
})
