import { cp, readFile, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { ISLANDS_BUILD, ISLANDS_FOLDER } from '../../app/islands/build.server'

/** Pages are HTML (decision 015): fails the build if a page still points at a removed file. */
export async function installIslands(
  clientDir: string,
  islandsBuild = ISLANDS_BUILD,
): Promise<void> {
  const built = path.join(islandsBuild, ISLANDS_FOLDER)
  try {
    await stat(built)
  } catch {
    throw new Error(`The islands are not built (${built}): run "npm run build:islands" first`)
  }
  const files = await readdir(clientDir, { recursive: true, encoding: 'utf8' })
  const removed = files.filter(
    (file) =>
      (file.startsWith(`assets${path.sep}`) && file.endsWith('.js')) ||
      file.endsWith('.data') ||
      file === '__spa-fallback.html',
  )
  await Promise.all(removed.map((file) => rm(path.join(clientDir, file))))
  await cp(built, path.join(clientDir, ISLANDS_FOLDER), { recursive: true })

  const pages = files.filter(
    (file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`),
  )
  for (const page of pages) {
    if (removed.includes(page)) continue
    const html = await readFile(path.join(clientDir, page), 'utf8')
    const stale = removed.find((file) => html.includes(`/${file.split(path.sep).join('/')}`))
    if (stale) throw new Error(`${page} still loads /${stale}, which no page may need`)
  }
}
