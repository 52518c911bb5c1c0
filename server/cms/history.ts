import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { EDITABLE_FOLDERS } from './working-copy'

const run = promisify(execFile)

/** A large commit's file list overflows Node's default maxBuffer. */
const GIT_OUTPUT_LIMIT = 256 * 1024 * 1024
const RECENT_CHANGES = 10

export type Change = { commit: string; when: string; editor: string; message: string }

export type TouchedFile = { file: string; before: string | null; after: string | null }

export type RecordedChange = Change & { first: boolean; files: TouchedFile[] }

const ABSENT = /^0+$/
const blob = (id: string | undefined) => (id === undefined || ABSENT.test(id) ? null : id)

/** A subject may hold any character but NUL, so the header's fields are taken from the front. */
function parseLog(output: string): RecordedChange[] {
  const changes: RecordedChange[] = []
  const tokens = output.split('\0').map((token) => token.replace(/^\n/, ''))
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? ''
    if (token.startsWith(':')) {
      const [, , before, after] = token.slice(1).split(' ')
      const file = tokens[(index += 1)] ?? ''
      changes.at(-1)?.files.push({ file, before: blob(before), after: blob(after) })
    } else if (token.startsWith('\x1e')) {
      const [commit = '', parents = '', when = '', editor = '', ...subject] = token
        .slice(1)
        .split('\x1f')
      const message = subject.join('\x1f')
      changes.push({ commit, when, editor, message, first: parents === '', files: [] })
    }
  }
  return changes
}

let cached: { root: string; head: string; changes: RecordedChange[] } | undefined

/** Cached while HEAD stays where it was: a commit never changes. */
export async function recentChanges(root: string): Promise<RecordedChange[]> {
  const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: root })).stdout.trim()
  if (cached?.root === root && cached.head === head) return cached.changes
  const { stdout } = await run(
    'git',
    [
      'log',
      `-n${RECENT_CHANGES}`,
      '-z',
      '--raw',
      '--no-abbrev',
      '--no-renames',
      // Every file of a change, not only those under the folders that selected it.
      '--full-diff',
      '--diff-merges=first-parent',
      '--format=%x1e%H%x1f%P%x1f%aI%x1f%an%x1f%s',
      head,
      '--',
      ...EDITABLE_FOLDERS,
    ],
    { cwd: root, maxBuffer: GIT_OUTPUT_LIMIT },
  )
  const changes = parseLog(stdout)
  cached = { root, head, changes }
  return changes
}

/** A blob Git does not have is an error: the history is damaged. */
export async function readBlobs(root: string, ids: string[]): Promise<Map<string, Buffer>> {
  const blobs = new Map<string, Buffer>()
  if (ids.length === 0) return blobs
  const reading = run('git', ['cat-file', '--batch'], {
    cwd: root,
    encoding: 'buffer',
    maxBuffer: GIT_OUTPUT_LIMIT,
  })
  reading.child.stdin?.end(`${ids.join('\n')}\n`)
  const { stdout } = await reading
  let at = 0
  while (at < stdout.length) {
    const lineEnd = stdout.indexOf('\n', at)
    if (lineEnd === -1) throw new Error('Git ended its answer in the middle of a blob')
    const [id = '', type, size] = stdout.subarray(at, lineEnd).toString('utf8').split(' ')
    if (type !== 'blob' || size === undefined) throw new Error(`Git has no blob ${id}`)
    const start = lineEnd + 1
    blobs.set(id, stdout.subarray(start, start + Number(size)))
    at = start + Number(size) + 1
  }
  return blobs
}
