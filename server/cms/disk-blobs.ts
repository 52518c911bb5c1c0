import { createHash } from 'node:crypto'
import { type BigIntStats, lstatSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

/** Git's "racily clean" rule: a file changed just before it was read may change again unseen. */
const SETTLED_MS = 1000

function blobIdOf(content: Buffer, idLength: number): string {
  return createHash(idLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${content.length}\0`)
    .update(content)
    .digest('hex')
}

const signature = (stats: BigIntStats) =>
  `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`

let known = new Map<string, { signature: string; id: string }>()

/** Computed in-process and remembered while size, time stamps and inode stay the same. */
export async function blobsOnDisk(
  files: string[],
  idLength: number,
  { fresh = false } = {},
): Promise<Map<string, string | null>> {
  const ids = new Map<string, string | null>()
  const next = new Map<string, { signature: string; id: string }>()
  for (const file of new Set(files)) {
    const stats = lstatSync(file, { bigint: true, throwIfNoEntry: false })
    if (!stats?.isFile()) {
      ids.set(file, null)
      continue
    }
    const seen = known.get(file)
    if (!fresh && seen?.signature === signature(stats)) {
      ids.set(file, seen.id)
      next.set(file, seen)
      continue
    }
    const readAt = Date.now()
    const id = blobIdOf(await readFile(file), idLength)
    ids.set(file, id)
    if (readAt - Number(stats.ctimeMs) > SETTLED_MS)
      next.set(file, { signature: signature(stats), id })
  }
  if (!fresh) known = next
  return ids
}
