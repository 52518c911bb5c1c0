// `npm start`: builds the site and the server once, when no build exists yet.
// `npm run leads` and `npm run cms-user` (argument `tools`): they only need the compiled server
// code, never the site's pages (which may be served from another folder, BUILD_DIR or the editor's
// live link), so at most the few-second server bundle is made.
// Plain JavaScript run by node, so nothing needs compiling before it; its messages go to stderr so
// that `npm run --silent leads -- --format json` prints only the export on stdout.
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
