import type { TestProject } from 'vitest/node'
import startSiteServer from '../e2e/global-setup'
import { startRecordingProxy } from './recording-proxy'

declare module 'vitest' {
  // Vitest's provide/inject types are extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    // Behind the proxy that adds the page-error recorder (WebKit has no console log endpoint).
    recordingURL: string
  }
}

export default async function setup(project: TestProject) {
  const stopServer = await startSiteServer(project)
  const proxy = await startRecordingProxy(project.getProvidedContext().baseURL)
  project.provide('recordingURL', proxy.url)
  return async () => {
    proxy.server.close()
    await stopServer()
  }
}
