// The server as the owner edits on it (CMS_BACKEND=server, a scratch working copy), for bench:*.
import { execFileSync, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CMS_API_PATH } from '../shared/admin-paths'
import { openAccounts } from '../server/owner/accounts'
import { scratchProject } from '../tests/support/scratch-project'
import { freePort, spawnServer, waitUntilUp } from '../tests/support/local-server'

export type Api = (action: string, params: Record<string, unknown>) => Promise<Response>

export const editorApi =
  (base: string, cookie: string): Api =>
  (action, params) =>
    fetch(`${base}${CMS_API_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
      headers: { 'content-type': 'application/json', origin: base, cookie },
    })

export async function startEditingServer(options: {
  owner: { name: string; password: string }
  prepare?: (workingCopy: string) => void
  env?: NodeJS.ProcessEnv
}) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const workingCopy = scratchProject({ git: true })
  options.prepare?.(workingCopy)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-editing-'))
  const accounts = openAccounts(dataDir)
  await accounts.add(options.owner.name, options.owner.password, 'owner')
  accounts.close()
  const started = Date.now()
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: workingCopy,
    stdio: 'ignore',
  })
  const firstBuildS = (Date.now() - started) / 1000
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawnServer(port, dataDir, {
    env: {
      CMS_BACKEND: 'server',
      CMS_WORKING_COPY: workingCopy,
      BUILD_DIR: path.join(workingCopy, 'build/client'),
      ...options.env,
    },
  })
  await waitUntilUp(`${base}/healthz`)
  return {
    base,
    dataDir,
    workingCopy,
    firstBuildS,
    pid: server.pid,
    async stop(): Promise<void> {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM')
        await once(server, 'exit')
      }
      rmSync(workingCopy, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
