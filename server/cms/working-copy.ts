import { execFile } from 'node:child_process'
import { existsSync, lstatSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { UPLOADS_PATH } from '../../app/lib/blog'

const run = promisify(execFile)

export const CONTENT_FOLDER = 'content'
export const UPLOADS_FOLDER = `public${UPLOADS_PATH.replace(/\/$/, '')}`
export const EDITABLE_FOLDERS = [CONTENT_FOLDER, UPLOADS_FOLDER] as const

export class PathRefused extends Error {
  override name = 'PathRefused'
}

/** Absolute paths, `..` and symlinks out of the editable folders are refused before any I/O. */
export function resolveEditablePath(root: string, requested: string): string {
  if (typeof requested !== 'string' || requested === '' || requested.includes('\0')) {
    throw new PathRefused('The path is empty.')
  }
  if (path.isAbsolute(requested) || /^[a-z]:/i.test(requested) || requested.startsWith('\\')) {
    throw new PathRefused(`${requested}: an absolute path is not allowed.`)
  }
  const segments = requested.split(/[/\\]/)
  if (segments.some((segment) => segment === '..')) {
    throw new PathRefused(`${requested}: ".." is not allowed.`)
  }
  const normalized = path.posix.normalize(segments.filter((s) => s !== '' && s !== '.').join('/'))
  const folder = EDITABLE_FOLDERS.find(
    (candidate) => normalized === candidate || normalized.startsWith(`${candidate}/`),
  )
  if (!folder) {
    throw new PathRefused(
      `${requested}: only files under ${EDITABLE_FOLDERS.join(' and ')} can be edited.`,
    )
  }
  const realRoot = realpathSync(root)
  const realFolder = path.join(realRoot, folder)
  const target = path.join(realRoot, normalized)
  // Every part that exists must be a real folder or file inside the editable folder, not a link.
  let current = realRoot
  for (const part of normalized.split('/')) {
    current = path.join(current, part)
    let isLink: boolean
    try {
      isLink = lstatSync(current).isSymbolicLink()
    } catch {
      break
    }
    if (isLink) throw new PathRefused(`${requested}: a symbolic link is not followed.`)
  }
  if (target !== realFolder && !target.startsWith(`${realFolder}${path.sep}`)) {
    throw new PathRefused(`${requested}: outside ${folder}.`)
  }
  return target
}

export async function commitAs(root: string, editor: string, message: string): Promise<boolean> {
  const folders = EDITABLE_FOLDERS.filter((folder) => existsSync(path.join(root, folder)))
  try {
    await run('git', ['add', '--all', '--', ...folders], { cwd: root })
    const { stdout } = await run('git', ['diff', '--cached', '--name-only'], { cwd: root })
    if (stdout.trim() === '') return false
    await commit(root, editor, message)
    return true
  } catch (error) {
    // A failed commit leaves nothing staged: the next save commits only what it changes.
    await run('git', ['reset', '--quiet', '--', ...folders], { cwd: root }).catch(() => undefined)
    throw error
  }
}

function commit(root: string, editor: string, message: string) {
  return run(
    'git',
    [
      '-c',
      'user.name=Canopy site server',
      '-c',
      'user.email=site-server@localhost',
      'commit',
      '--quiet',
      `--author=${editor} <${editor}@editors.invalid>`,
      '-m',
      message,
    ],
    { cwd: root },
  )
}

/** The save check and the rebuild run from the working copy, so it needs its dependencies. */
export function workingCopyProblem(root: string): string | undefined {
  if (!existsSync(path.join(root, '.git'))) {
    return `CMS_WORKING_COPY (${root}) is not a Git checkout of the site: clone the repository there.`
  }
  for (const needed of [
    'scripts/build/content-check.ts',
    'node_modules/tsx',
    'node_modules/@react-router/dev',
  ]) {
    if (!existsSync(path.join(root, needed))) {
      return `CMS_WORKING_COPY (${root}) lacks ${needed}: run npm ci there (with the development packages).`
    }
  }
  return undefined
}

export type PushOutcome = { at: string; ok: boolean; error?: string }

/** A failed push loses nothing: the commit stays and goes with the next push. */
export function createPusher(
  root: string,
  remote: string,
  log: (message: string, error: unknown) => void,
) {
  let last: PushOutcome | undefined
  let chain: Promise<void> = Promise.resolve()
  let waiting: Promise<void> | undefined
  return {
    /** A push sends the whole branch, so saves made during one share the next push. */
    push(): Promise<void> {
      if (waiting) return waiting
      waiting = chain.then(async () => {
        waiting = undefined
        try {
          await run('git', ['push', '--quiet', remote, 'HEAD'], { cwd: root, timeout: 60_000 })
          last = { at: new Date().toISOString(), ok: true }
        } catch (error) {
          const stderr = (error as { stderr?: string }).stderr?.trim()
          last = { at: new Date().toISOString(), ok: false, error: stderr || String(error) }
          log("Pushing the editor's commits failed; they go with the next push", error)
        }
      })
      chain = waiting
      return waiting
    },
    status(): PushOutcome | undefined {
      return last
    },
    idle(): Promise<void> {
      return chain
    },
  }
}
