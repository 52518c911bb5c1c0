import { spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_PAGE } from '../site/built-pages'

/** Inside the working copy: the build resolves packages from there. */
export const BUILDS_FOLDER = '.site-builds'
const LINK_NAME = 'current'
const KEPT_BUILDS = 2
// Visitors first. Set by `nice` at spawn, so every thread and child of the build inherits it.
const BUILD_NICENESS = 10

type BuildOutcome = { at: string; ok: boolean; seconds: number; error?: string }
export type BuildStatus = {
  building: boolean
  queued: boolean
  builds: number
  last?: BuildOutcome
}

/** A link each published build replaces in one rename. */
export function servedBuildLink(root: string, initialClientDir: string): string {
  const folder = path.join(root, BUILDS_FOLDER)
  const link = path.join(folder, LINK_NAME)
  mkdirSync(folder, { recursive: true })
  // After the operator builds by hand (an upgrade), that build is served, not an older one.
  const builtAt = (dir: string) => {
    try {
      return statSync(path.join(dir, 'index.html')).mtimeMs
    } catch {
      return -1
    }
  }
  const initial = path.resolve(initialClientDir)
  if (builtAt(link) < builtAt(initial)) {
    const next = `${link}.next`
    rmSync(next, { force: true })
    symlinkSync(initial, next, 'dir')
    renameSync(next, link)
  }
  return link
}

function missingPages(clientDir: string): string[] {
  const sitemap = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (m) => m[1] || '/',
  )
  const missing = paths.filter(
    (page) => !existsSync(path.join(clientDir, page.replace(/^\/+/, ''), 'index.html')),
  )
  if (!existsSync(path.join(clientDir, NOT_FOUND_PAGE))) missing.push(`/${NOT_FOUND_PAGE}`)
  return paths.length === 0 ? ['every page (the sitemap lists none)'] : missing
}

function reasonFrom(output: string): string {
  const lines = output.split('\n').map((line) => line.trim())
  const start = lines.findIndex((line) =>
    /content check failed|build failed|^\[[\w-]+\] |^\w*Error:/i.test(line),
  )
  const from = start === -1 ? Math.max(0, lines.length - 8) : start
  return lines
    .slice(from, from + 8)
    .filter(Boolean)
    .join('\n')
}

export type Rebuilder = ReturnType<typeof createRebuilder>

/** A failed build leaves the live site as it was; saves during a build fold into one more. */
export function createRebuilder(options: {
  root: string
  link: string
  onPublished: () => void
  log: (message: string, error?: unknown) => void
}) {
  let running: Promise<void> | undefined
  let queued = false
  let last: BuildOutcome | undefined
  let builds = 0
  const buildsFolder = path.join(options.root, BUILDS_FOLDER)

  function build(): Promise<{ ok: boolean; output: string; clientDir: string }> {
    const name = new Date().toISOString().replace(/[:.]/g, '-')
    const relative = path.join(BUILDS_FOLDER, name)
    return new Promise((resolve) => {
      const child = spawn(
        'nice',
        [
          '-n',
          String(BUILD_NICENESS),
          process.execPath,
          path.join(options.root, 'node_modules/@react-router/dev/bin.js'),
          'build',
        ],
        {
          cwd: options.root,
          env: { ...process.env, SITE_BUILD_DIRECTORY: relative, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let output = ''
      child.stdout.on('data', (data: Buffer) => (output += data.toString()))
      child.stderr.on('data', (data: Buffer) => (output += data.toString()))
      child.on('close', (code) =>
        resolve({ ok: code === 0, output, clientDir: path.join(options.root, relative, 'client') }),
      )
      child.on('error', (error) => resolve({ ok: false, output: String(error), clientDir: '' }))
    })
  }

  function publish(clientDir: string) {
    const next = `${options.link}.next`
    rmSync(next, { force: true })
    symlinkSync(clientDir, next, 'dir')
    renameSync(next, options.link)
    options.onPublished()
    const current = path.dirname(clientDir)
    const older = readdirSync(buildsFolder)
      .filter((entry) => entry !== LINK_NAME && !entry.endsWith('.next'))
      .map((entry) => path.join(buildsFolder, entry))
      .filter((entry) => entry !== current && lstatSync(entry).isDirectory())
      .sort()
    for (const folder of older.slice(0, Math.max(0, older.length - (KEPT_BUILDS - 1)))) {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  async function run(): Promise<void> {
    do {
      queued = false
      builds += 1
      const started = Date.now()
      const result = await build()
      const seconds = Math.round((Date.now() - started) / 100) / 10
      const missing = result.ok ? missingPages(result.clientDir) : []
      if (result.ok && missing.length === 0) {
        publish(result.clientDir)
        last = { at: new Date().toISOString(), ok: true, seconds }
      } else {
        const error = result.ok
          ? `The new build lacks ${missing.join(', ')}.`
          : reasonFrom(result.output)
        last = { at: new Date().toISOString(), ok: false, seconds, error }
        options.log(`CMS rebuild failed; the live site is unchanged: ${error}`)
        if (result.clientDir)
          rmSync(path.dirname(result.clientDir), { recursive: true, force: true })
      }
    } while (queued)
  }

  return {
    request(): void {
      if (running) {
        queued = true
        return
      }
      running = run().finally(() => {
        running = undefined
      })
    },
    status(): BuildStatus {
      return { building: running !== undefined, queued, builds, last }
    },
    async idle(): Promise<void> {
      while (running) await running
    },
  }
}
