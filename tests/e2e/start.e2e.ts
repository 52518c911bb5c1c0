import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from 'vitest'
import { freePort, waitUntilUp } from '../../scripts/local-server'

test('npm start serves the built site on HOST:PORT and stops cleanly on SIGTERM', async () => {
  const port = await freePort()
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: 'ignore',
  })
  try {
    const home = await waitUntilUp(`http://127.0.0.1:${port}/`, 20_000)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Canopy Tree Care')
    expect((await fetch(`http://127.0.0.1:${port}/missing-roots`)).status).toBe(404)
  } finally {
    server.kill('SIGTERM')
  }
  const [code] = await once(server, 'exit')
  expect(code).toBe(0)
})

test('a bad PORT stops the server at start-up with the variable named', async () => {
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const [code] = await once(server, 'exit')
  expect(code).not.toBe(0)
  expect(stderr).toContain('PORT: must be a number')
})
