import { expect, test } from 'vitest'
import { UnknownBootstrap, deferBootstrap, planFromBootstrap } from './defer-hydration'

/** React Router's bootstrap, as its build writes it for a page. */
const bootstrapSource = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`
const bootstrap = `<script type="module" async="">${bootstrapSource}</script>`
const preloads =
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/about-3.js"/>'
const page = (head: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>About</title></head><body><p>Hi &amp; welcome</p><script>window.__reactRouterContext = {};</script>${script}</body></html>`

test("React Router's bootstrap is read into a plan: manifest, each route's module under its id, entry", () => {
  expect(planFromBootstrap(bootstrapSource, ['/assets/root-2.js'])).toEqual({
    preloads: ['/assets/root-2.js'],
    manifest: '/assets/manifest-1.js',
    routeModules: [
      ['root', '/assets/root-2.js'],
      ['routes/about', '/assets/about-3.js'],
    ],
    entry: '/assets/entry.client-4.js',
  })
})

test('only the preloads and the bootstrap change; every other byte of the page stays', () => {
  const html = deferBootstrap(page(preloads, bootstrap))
  expect(html).toBeDefined()
  const [before, script, after] = html!.split(/(<script type="module">[\s\S]*?<\/script>)/)
  expect(`${before}${after}`).toBe(page('', ''))
  // The bundled bootstrap carries the page's plan and starts after the first contentful paint.
  expect(script).toMatch(/manifest"?:"\/assets\/manifest-1\.js"/)
  expect(script).toContain('first-contentful-paint')
  expect(script).not.toContain('import "')
})

test('a bootstrap of another shape fails, saying what was not understood', () => {
  expect(() => planFromBootstrap('import { x } from "/a.js"; import("/b.js")', [])).toThrow(
    'an import of named bindings from /a.js',
  )
  expect(() => planFromBootstrap('import "/m.js"; console.log(1)', [])).toThrow(UnknownBootstrap)
  expect(() =>
    deferBootstrap(page('', '<script>window.__reactRouterRouteModules = {}</script>')),
  ).toThrow('no module script sets window.__reactRouterRouteModules')
  expect(deferBootstrap(page('', ''))).toBeUndefined()
})
