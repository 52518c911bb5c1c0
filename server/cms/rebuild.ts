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

/** Builds made for the CMS, inside the working copy (the build resolves packages from there). */
export const BUILDS_FOLDER = '.site-builds'
const LINK_NAME = 'current'
/** The live build and the one before it are kept; older ones are removed. */
const KEPT_BUILDS = 2
/**
 * How much lower than the server's the build's CPU priority is: the visitors' requests go first
 * and the build takes the time left. Set by `nice` before the build starts, so every thread and
 * child process of it inherits the priority (Linux gives each thread its own).
 */
const BUILD_NICENESS = 10

type BuildOutcome = { at: string; ok: boolean; seconds: number; error?: string }
export type BuildStatus = {
  building: boolean
  queued: boolean
  /** Builds run since the server started. */
  builds: number
  last?: BuildOutcome
}

/**
 * The folder the server serves from when the CMS is on: a link that each published build
 * replaces in one rename. At first it points at the build the server started with.
 */
export function servedBuildLink(root: string, initialClientDir: string): string {
  const folder = path.join(root, BUILDS_FOLDER)
  const link = path.join(folder, LINK_NAME)
  mkdirSync(folder, { recursive: true })
  // The newer of the last published build and the one the server was started with: after the
  // operator builds by hand (an upgrade), that build is served, not an older one of the editor's.
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

/** Every page the new build lists in its sitemap, and its 404 page, are there. */
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

/** The lines of a failed build that say why (the content check names file and field). */
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

/**
 * After a save, builds the site from the working copy into a new folder, checks it and swaps it
 * in. One build at a time, at a lower CPU priority than the server; saves during a build are
 * folded into one more build after it. A build that fails leaves the live site as it was and
 * keeps the reason for the owner.
 */
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
    /** A save happened: build now, or once more after the build under way. */
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
    /** Resolves when no build is running or queued. */
    async idle(): Promise<void> {
      while (running) await running
    },
  }
}
