import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../server/app'
import { openAccounts } from '../../server/owner/accounts'
import { OWNER_ACCOUNT } from '../support/owner-account'

declare module 'vitest' {
  // Vitest's provide/inject types are extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
  }
}

/** Starts the production server on a free loopback port, with a throw-away data folder and the
 *  owner's account. */
export default async function setup(project: TestProject) {
  const clientDir = path.resolve('build/client')
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('No build found: run `npm run build` before the browser tests.')
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-'))
  // The owner's account: the lead inbox is there once the server has one.
  const accounts = openAccounts(dataDir)
  await accounts.add(OWNER_ACCOUNT.name, OWNER_ACCOUNT.password, OWNER_ACCOUNT.role)
  accounts.close()
  const app = await buildApp({ clientDir, dataDir, rateLimit: { max: 1000, windowMs: 60_000 } })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  project.provide('baseURL', address)
  project.provide('dataDir', dataDir)
  return async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
