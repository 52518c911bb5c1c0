import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, expect, test } from 'vitest'
import { groupAlive, waitUntilUp } from '../support/local-server'
import { CMS_LOCAL_BACKEND } from '../../shared/admin-paths'

const DEV_SERVER = 'http://127.0.0.1:5173'
const LOCAL_BACKEND = `${CMS_LOCAL_BACKEND.replace('localhost', '127.0.0.1')}/api/v1`

let pgid: number | undefined
afterEach(() => {
  if (pgid !== undefined && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
  pgid = undefined
})

const backendInfo = () =>
  fetch(LOCAL_BACKEND, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  })

test('npm run cms serves /admin beside decap-server on loopback; SIGTERM to npm stops both', async () => {
  const npm = spawn('npm', ['run', 'cms'], { stdio: 'ignore', detached: true })
  pgid = npm.pid!
  const exited = once(npm, 'exit')

  const admin = await waitUntilUp(`${DEV_SERVER}/admin/`, 90_000)
  expect(admin.status).toBe(200)
  expect(await admin.text()).toContain('rel="cms-config-url"')
  const config = (await (await fetch(`${DEV_SERVER}/admin/config.yml`)).json()) as {
    local_backend: { url: string }
  }
  expect(config.local_backend.url).toBe(`${CMS_LOCAL_BACKEND}/api/v1`)
  const info = (await (await waitUntilUp(LOCAL_BACKEND, 30_000).then(backendInfo)).json()) as {
    type: string
  }
  // The backend writes into this checkout's content/ (its working directory).
  expect(info.type).toBe('local_fs')

  npm.kill('SIGTERM')
  // concurrently exits (with 1, as its children ended on a signal) once both have stopped.
  await exited
  // No orphaned dev server or decap-server may hold the ports.
  await expect.poll(() => groupAlive(pgid!), { timeout: 10_000 }).toBe(false)
  await expect(backendInfo()).rejects.toThrow()
}, 120_000)
