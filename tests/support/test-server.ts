import type { FastifyInstance } from 'fastify'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, onTestFinished } from 'vitest'
import { type AppOptions, buildApp } from '../../server/app'
import { createSiteFixture } from './site-fixture'

/** The fixture's folders: its built pages (clientDir) and an empty data folder (dataDir). */
export type SiteFixture = ReturnType<typeof createSiteFixture>

export type TestServerOptions = {
  /** buildApp's options over the fixture's folders; a function where they name those folders. */
  app?: Partial<AppOptions> | ((site: SiteFixture) => Partial<AppOptions>)
  /** What the site needs before it starts: accounts, leads, files in its build. */
  prepare?: (site: SiteFixture) => unknown
  /** A site another test server serves too: left in place when this one closes. */
  site?: SiteFixture
  /** Folders the test made for this server (a working copy, a Git remote), removed with it. */
  removeOnClose?: string[]
  /** How long serveForSuite's hooks may take, where closing waits on slow work such as a push. */
  hookTimeout?: number
}

/** The production app on a free loopback port, serving the fixture (or the build it was given). */
export type TestServer = {
  app: FastifyInstance
  /** Where it listens, without a trailing slash: `${url}/contact`. */
  url: string
  /** The build it serves and the data folder it keeps leads and accounts in. */
  clientDir: string
  dataDir: string
  /** The site's folders: give them to another test server to serve the same site. */
  site: SiteFixture
  /** A request answered without a socket (app.inject). */
  inject: FastifyInstance['inject']
  /**
   * Stops the server (once, however often it is called). From startTestServer it removes the
   * folders it owns too; from serveForTest and serveForSuite they go after the test or the file.
   */
  close: () => Promise<void>
}

/** Starts a server for the caller to close: in a test (with try/finally) or a global set-up. */
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

/** Removes the fixture unless it was lent, and the folders the test gave the server. */
function removeFolders(options: TestServerOptions, site: SiteFixture) {
  if (!options.site) site.cleanup()
  for (const folder of options.removeOnClose ?? []) rmSync(folder, { recursive: true, force: true })
}

/**
 * A server on a lent site, so that its folders outlive a close the test does itself (to read what
 * closing flushes); `release` closes it and then removes them.
 */
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

/** A server for the running test alone: it closes when the test finishes, passed or failed. */
export async function serveForTest(options: TestServerOptions = {}): Promise<TestServer> {
  const lent = lentServer(options)
  onTestFinished(lent.release)
  return lent.start()
}

/**
 * A server for the file (or the describe block) it is called in, started before its first test
 * and closed after its last. Its folders are known at once; the app and URL once it has started.
 */
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
