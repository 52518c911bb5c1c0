import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Hydration starts after the first paint. React Router's head lists every module as a
 * modulepreload and its bootstrap evaluates them as soon as they arrive: on a phone that puts
 * ~110 KB of script download and evaluation in front of the first paint (Lighthouse measured FCP
 * 2.6 s instead of 1.2 s). The pre-rendered HTML is complete without script, so the build moves the
 * preloads and the bootstrap behind the first contentful paint; the modules then load in parallel.
 * (A frame callback is too early: the paint is reported only once it reaches the screen.)
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOTSTRAP =
  /<script type="module" async="">import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)\s*window\.__reactRouterRouteModules = (\{[^<]*?\});\s*import\("([^"]+)"\);<\/script>/

export function deferBootstrap(html: string): string | undefined {
  const match = BOOTSTRAP.exec(html)
  if (!match) return undefined
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((link) => link[1])
  const [whole, manifest, routeImports, moduleMap, entry] = match
  const routes = [...(routeImports ?? '').matchAll(/import \* as (route\d+) from "([^"]+)";/g)]
  const names = routes.map((route) => route[1]).join(', ')
  const imports = routes.map((route) => `import(${JSON.stringify(route[2])})`).join(', ')
  const script = [
    '<script type="module">',
    `let started = false;`,
    `const start = () => { if (started) return; started = true;`,
    ` for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    ` import(${JSON.stringify(manifest)})`,
    `  .then(() => Promise.all([${imports}]))`,
    `  .then(([${names}]) => { window.__reactRouterRouteModules = ${moduleMap}; return import(${JSON.stringify(entry)}); }); };`,
    // The first contentful paint is reported once it is on screen; a frame callback comes too early.
    `if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint')) {`,
    ` const observer = new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); setTimeout(start, 0); } });`,
    ` observer.observe({ type: 'paint', buffered: true });`,
    `} else { requestAnimationFrame(() => setTimeout(start, 0)); }`,
    `setTimeout(start, 1500);`,
    '</script>',
  ].join('\n')
  return html.replace(MODULEPRELOAD, '').replace(whole ?? '', script)
}

/** Rewrites every page of the build; a page with a bootstrap in another shape fails the build. */
export async function deferHydration(clientDir: string): Promise<number> {
  let count = 0
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!file.endsWith('.html')) continue
    const full = path.join(clientDir, file)
    const html = await readFile(full, 'utf8')
    if (!html.includes('window.__reactRouterRouteModules')) continue
    const deferred = deferBootstrap(html)
    if (!deferred)
      throw new Error(
        `${file}: React Router's bootstrap script has an unknown shape; update scripts/defer-hydration.ts`,
      )
    await writeFile(full, deferred)
    count += 1
  }
  return count
}
