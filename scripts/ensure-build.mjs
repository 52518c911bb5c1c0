// `npm start` (and `npm run leads`): builds the site and the server once, when no build exists yet.
// Plain JavaScript run by node, so nothing needs compiling before it; its messages go to stderr so
// that `npm run --silent leads -- --format json` prints only the export on stdout.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const required = [
  path.resolve(process.env.BUILD_DIR ?? 'build/client', 'index.html'),
  path.resolve('build/node/server/index.mjs'),
  path.resolve('build/node/scripts/leads.mjs'),
  path.resolve('build/node/scripts/cms-user.mjs'),
]
const missing = required.filter((file) => !existsSync(file))
if (missing.length > 0) {
  console.error(`No complete build (${missing.join(', ')} missing): running npm run build first…`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
