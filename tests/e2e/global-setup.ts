import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openAccounts } from '../../server/owner/accounts'
import { OWNER_ACCOUNT } from '../support/owner-account'
import { startTestServer } from '../support/test-server'

declare module 'vitest' {
  // Vitest's provide/inject types are extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
  }
}

export default async function setup(project: TestProject) {
  const clientDir = path.resolve('build/client')
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('No build found: run `npm run build` before the browser tests.')
  }
  const server = await startTestServer({
    // The lead inbox is there once the server has an owner's account.
    prepare: async ({ dataDir }) => {
      const accounts = openAccounts(dataDir)
      await accounts.add(OWNER_ACCOUNT.name, OWNER_ACCOUNT.password, OWNER_ACCOUNT.role)
      accounts.close()
    },
    app: { clientDir, rateLimit: { max: 1000, windowMs: 60_000 } },
  })
  project.provide('baseURL', server.url)
  project.provide('dataDir', server.dataDir)
  return server.close
}
