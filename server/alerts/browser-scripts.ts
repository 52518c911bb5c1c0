import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type BrowserScripts = { serviceWorker: string; alertsPage: string }

const NAMES = { serviceWorker: 'service-worker', alertsPage: 'alerts-page' } as const

/** The bundled server finds them beside it (build/node/alerts/, `npm run build:server`). */
const COMPILED = fileURLToPath(new URL('../alerts/', import.meta.url))
const SOURCE = fileURLToPath(new URL('./browser/', import.meta.url))

/** The home-screen icons, PNGs drawn from icons/*.svg (docs/decisions/028). */
export function loadIcons<Name extends string>(names: readonly Name[]): Map<Name, Buffer> {
  return new Map(names.map((name) => [name, readFileSync(`${COMPILED}icons/${name}`)]))
}

/**
 * The two scripts the browser runs, compiled from TypeScript: by the build for the bundled server,
 * here with esbuild when the server runs from source (tests, tsx).
 */
export async function loadBrowserScripts(): Promise<BrowserScripts> {
  const compiled = (name: string) => `${COMPILED}${name}.js`
  if (Object.values(NAMES).every((name) => existsSync(compiled(name)))) {
    return {
      serviceWorker: readFileSync(compiled(NAMES.serviceWorker), 'utf8'),
      alertsPage: readFileSync(compiled(NAMES.alertsPage), 'utf8'),
    }
  }
  const { build } = await import('esbuild')
  const bundle = async (name: string) => {
    const result = await build({
      entryPoints: [`${SOURCE}${name}.ts`],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      logLevel: 'warning',
    })
    return result.outputFiles[0]?.text ?? ''
  }
  return {
    serviceWorker: await bundle(NAMES.serviceWorker),
    alertsPage: await bundle(NAMES.alertsPage),
  }
}
