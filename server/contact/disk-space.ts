import { statfs } from 'node:fs/promises'

/** Bytes free for this server's user on the file system of `folder`. */
export type FreeSpaceReader = (folder: string) => Promise<number>

export const freeSpace: FreeSpaceReader = async (folder) => {
  const stats = await statfs(folder)
  return stats.bavail * stats.bsize
}
