import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { COMPILE_HINT, compileHints } from './vite-compile-hints'

// A small app shaped like the site: the client entry and the root route share a module, two routes
// share one of their own, and a route loads a section later.
const FILES: Record<string, string> = {
  'app/shared.ts': 'export const greet = (name: string) => `Hello, ${name}`\n',
  'app/entry.client.tsx': "import { greet } from './shared'\nconsole.log(greet('entry'))\n",
  'app/root.tsx': "import { greet } from './shared'\nexport const root = () => greet('root')\n",
  'app/route-only.ts': 'export const routeOnly = () => 42\n',
  'app/section.ts': 'export const section = () => 7\n',
  'app/routes/home.tsx':
    "import { routeOnly } from '../route-only'\nexport const home = () => routeOnly()\nexport const later = () => import('../section')\n",
  'app/routes/about.tsx':
    "import { routeOnly } from '../route-only'\nexport const about = () => routeOnly() + 1\n",
}

let dir = ''
/** Each source module of the fixture, by its path, to the chunk it was built into. */
const chunks = new Map<string, Rollup.OutputChunk>()

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
  for (const [file, code] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), code)
  }
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: {
      write: false,
      minify: 'terser',
      rollupOptions: {
        // Route modules keep their exports, as React Router's build keeps them.
        preserveEntrySignatures: 'exports-only',
        input: [
          'app/entry.client.tsx',
          'app/root.tsx',
          'app/routes/home.tsx',
          'app/routes/about.tsx',
        ].map((file) => path.join(dir, file)),
      },
    },
  })) as Rollup.RollupOutput
  for (const item of output.output) {
    if (item.type !== 'chunk') continue
    for (const id of item.moduleIds) chunks.set(path.relative(dir, id), item)
  }
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const starts = (file: string) => chunks.get(file)?.code.startsWith(COMPILE_HINT)

test('the client entry, the root route and what they import start with the compile hint, after minification', () => {
  expect(starts('app/entry.client.tsx')).toBe(true)
  expect(starts('app/root.tsx')).toBe(true)
  expect(starts('app/shared.ts')).toBe(true)
  expect(chunks.get('app/entry.client.tsx')?.code.split(COMPILE_HINT)).toHaveLength(2)
})

test("a route's own modules and the sections loaded later are left to lazy compilation", () => {
  expect(starts('app/routes/home.tsx')).toBe(false)
  expect(starts('app/route-only.ts')).toBe(false)
  expect(starts('app/section.ts')).toBe(false)
})

test('a build without the client entry (the server build) is left as it is', async () => {
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: { write: false, rollupOptions: { input: path.join(dir, 'app/root.tsx') } },
  })) as Rollup.RollupOutput
  const codes = output.output.flatMap((item) => (item.type === 'chunk' ? [item.code] : []))
  expect(codes.length).toBeGreaterThan(0)
  expect(codes.some((code) => code.includes(COMPILE_HINT.trimEnd()))).toBe(false)
})
