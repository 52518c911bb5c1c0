// `npm start` builds once when none exists; `tools` (leads, cms-user) needs only the server bundle.
// Plain JS, so nothing compiles first; messages go to stderr so a JSON export owns stdout.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const tools = process.argv[2] === 'tools'
const serverCode = [
  path.resolve('build/node/server/index.mjs'),
  path.resolve('build/node/server/cli/leads.mjs'),
  path.resolve('build/node/server/cli/cms-user.mjs'),
]
const required = tools
  ? serverCode
  : [path.resolve(process.env.BUILD_DIR ?? 'build/client', 'index.html'), ...serverCode]
const missing = required.filter((file) => !existsSync(file))
if (missing.length > 0) {
  const script = tools ? 'build:server' : 'build'
  console.error(
    `No complete build (${missing.join(', ')} missing): running npm run ${script} first…`,
  )
  const build = spawnSync('npm', ['run', '--silent', script], { stdio: ['ignore', 2, 2] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
