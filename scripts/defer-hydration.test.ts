import { expect, test } from 'vitest'
import { deferBootstrap } from './defer-hydration'

const bootstrap = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script>`

test('the bootstrap waits for the first contentful paint, then loads manifest, routes and entry in order', () => {
  const head =
    '<head><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/about-3.js"/></head>'
  const html = deferBootstrap(`${head}<body><p>Hi</p>${bootstrap}</body>`)
  expect(html).toBeDefined()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).toContain('for (const href of ["/assets/root-2.js","/assets/about-3.js"])')
  expect(html).not.toContain('import "/assets/manifest-1.js"')
  expect(html).toContain("list.getEntriesByName('first-contentful-paint')")
  expect(html).toContain('setTimeout(start, 1500)')
  expect(html).toContain('import("/assets/manifest-1.js")')
  expect(html).toContain('Promise.all([import("/assets/root-2.js"), import("/assets/about-3.js")])')
  expect(html).toContain(
    '.then(([route0, route1]) => { window.__reactRouterRouteModules = {"root":route0,"routes/about":route1}; return import("/assets/entry.client-4.js"); })',
  )
  expect(html).toContain('<p>Hi</p>')
})

test('an unknown shape is reported, not silently left alone', () => {
  expect(deferBootstrap('<script type="module">import("/x.js")</script>')).toBeUndefined()
})
