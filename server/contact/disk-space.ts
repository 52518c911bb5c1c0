import { statfs } from 'node:fs/promises'

export type FreeSpaceReader = (folder: string) => Promise<number>

export const freeSpace: FreeSpaceReader = async (folder) => {
  const stats = await statfs(folder)
  return stats.bavail * stats.bsize
}
