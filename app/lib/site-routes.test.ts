import { expect, test } from 'vitest'
import { serviceMenu } from '~/content/services'
import { notFoundPath, pagePaths, prerenderPaths, redirects, servicePaths } from './site-routes'

test('the nine service routes come from the service menu content', () => {
  expect(servicePaths).toEqual(serviceMenu.map((service) => `/${service.slug}`))
  expect(servicePaths).toHaveLength(9)
})

test('pre-rendered: every page, every post under /blog/{slug}, and the 404 page', () => {
  const paths = prerenderPaths(['first-post', 'second-post'])
  expect(paths).toEqual(
    expect.arrayContaining([...pagePaths, '/blog/first-post', '/blog/second-post']),
  )
  expect(paths.at(-1)).toBe(notFoundPath)
  expect(new Set(paths).size).toBe(paths.length)
})

test('a redirect source is never also a page', () => {
  for (const { from, to } of redirects) {
    expect(pagePaths).not.toContain(from)
    expect(pagePaths).toContain(to)
  }
})

test("the router's table is the site's one list: same paths, same order, every module on disk", async () => {
  const { default: routes } = await import('~/routes')
  const { siteRoutes } = await import('./site-routes')
  expect(routes.map((entry) => (entry.index ? '/' : `/${entry.path}`))).toEqual(
    siteRoutes.map((siteRoute) => siteRoute.path),
  )
  const { existsSync } = await import('node:fs')
  for (const { module } of siteRoutes) expect(existsSync(`app/${module}`), module).toBe(true)
})
