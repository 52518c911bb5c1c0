import type { FastifyInstance } from 'fastify'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, onTestFinished } from 'vitest'
import { type AppOptions, buildApp } from '../../server/app'
import { createSiteFixture } from './site-fixture'

export type SiteFixture = ReturnType<typeof createSiteFixture>

export type TestServerOptions = {
  app?: Partial<AppOptions> | ((site: SiteFixture) => Partial<AppOptions>)
  prepare?: (site: SiteFixture) => unknown
  // Lent by another test server: left in place when this one closes.
  site?: SiteFixture
  removeOnClose?: string[]
  hookTimeout?: number
}

export type TestServer = {
  app: FastifyInstance
  url: string
  clientDir: string
  dataDir: string
  site: SiteFixture
  inject: FastifyInstance['inject']
  close: () => Promise<void>
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const site = options.site ?? createSiteFixture()
  const remove = () => removeFolders(options, site)
  let app: FastifyInstance | undefined
  try {
    await options.prepare?.(site)
    const overrides = typeof options.app === 'function' ? options.app(site) : options.app
    const appOptions = { clientDir: site.clientDir, dataDir: site.dataDir, ...overrides }
    app = await buildApp(appOptions)
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    const listening = app
    let closing: Promise<void> | undefined
    return {
      app: listening,
      url,
      clientDir: appOptions.clientDir,
      dataDir: appOptions.dataDir,
      site,
      inject: listening.inject.bind(listening),
      // A test may close it itself (to read what closing flushes) before its hook does.
      close: () =>
        (closing ??= (async () => {
          try {
            await listening.close()
          } finally {
            remove()
          }
        })()),
    }
  } catch (error) {
    await app?.close()
    remove()
    throw error
  }
}

function removeFolders(options: TestServerOptions, site: SiteFixture) {
  if (!options.site) site.cleanup()
  for (const folder of options.removeOnClose ?? []) rmSync(folder, { recursive: true, force: true })
}

// Lent, so its folders outlive a close the test does itself.
function lentServer(options: TestServerOptions) {
  const site = options.site ?? createSiteFixture()
  let server: TestServer | undefined
  return {
    site,
    current: () => server,
    start: async () => (server = await startTestServer({ ...options, site, removeOnClose: [] })),
    release: async () => {
      try {
        await server?.close()
      } finally {
        removeFolders(options, site)
      }
    },
  }
}

export async function serveForTest(options: TestServerOptions = {}): Promise<TestServer> {
  const lent = lentServer(options)
  onTestFinished(lent.release)
  return lent.start()
}

// Its folders are known at once; the app and URL only once the suite has started it.
export function serveForSuite(options: TestServerOptions = {}): TestServer {
  const lent = lentServer(options)
  const started = () => {
    const server = lent.current()
    if (!server) throw new Error('The test server starts in beforeAll: use it inside a test.')
    return server
  }
  beforeAll(async () => {
    await lent.start()
  }, options.hookTimeout)
  afterAll(lent.release, options.hookTimeout)
  return {
    get app() {
      return started().app
    },
    get url() {
      return started().url
    },
    get clientDir() {
      return lent.current()?.clientDir ?? lent.site.clientDir
    },
    get dataDir() {
      return lent.current()?.dataDir ?? lent.site.dataDir
    },
    site: lent.site,
    get inject() {
      return started().inject
    },
    close: () => started().close(),
  }
}
