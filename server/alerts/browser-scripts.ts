import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type BrowserScripts = {
  serviceWorker: () => Promise<string>
  alertsPage: () => Promise<string>
  badge: () => Promise<string>
}

// A test in jsdom loads modules from an http: URL; the server's folder is then the source's.
const HERE = import.meta.url.startsWith('file:')
  ? path.dirname(fileURLToPath(import.meta.url))
  : path.resolve('server/alerts')
/** The bundled server finds them beside it (build/node/alerts/, `npm run build:server`). */
const COMPILED = path.join(HERE, '../alerts')
const SOURCE = path.join(HERE, 'browser')

/** The home-screen icons, PNGs drawn from icons/*.svg (docs/decisions/028). */
export function loadIcons<Name extends string>(names: readonly Name[]): Map<Name, Buffer> {
  return new Map(names.map((name) => [name, readFileSync(path.join(COMPILED, 'icons', name))]))
}

/**
 * The scripts the browser runs, compiled from TypeScript: by the build for the bundled server,
 * or with esbuild at their first request when the server runs from source (tests, tsx).
 */
export function browserScripts(): BrowserScripts {
  const cache = new Map<string, Promise<string>>()
  const script = (name: string) => () => {
    let text = cache.get(name)
    if (!text) {
      text = compiled(name)
      cache.set(name, text)
    }
    return text
  }
  return {
    serviceWorker: script('service-worker'),
    alertsPage: script('alerts-page'),
    badge: script('badge'),
  }
}

async function compiled(name: string): Promise<string> {
  const built = path.join(COMPILED, `${name}.js`)
  if (existsSync(built)) return readFileSync(built, 'utf8')
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [path.join(SOURCE, `${name}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  })
  return result.outputFiles[0]?.text ?? ''
}
