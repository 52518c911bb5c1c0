/**
 * `npm start`: builds the site when no build exists yet, then runs the production server.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build/client')
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.log(`No build in ${clientDir}: building the site first (npm run build)…`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import('../server/index')
