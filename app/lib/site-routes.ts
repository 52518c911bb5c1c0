import { serviceMenu } from '../content/services'
import { contactPath } from './contact-path'

/** Paths of the nine service pages, from content (one route module renders them all). */
export const servicePaths = serviceMenu.map((service) => `/${service.slug}`)

/** Old or alternative paths that permanently redirect (Node server, static hosts, client). */
export const redirects = [
  { from: '/tree-health-assessments', to: '/tree-health-consulting' },
] as const

/** The path pre-rendered through the catch-all route, then moved to /404.html by the build. */
export const notFoundPath = '/404'

/** Every page path pre-rendered at build, except blog posts, which come from the blog loader. */
export const pagePaths = [
  '/',
  '/services',
  ...servicePaths,
  '/blog',
  '/about',
  '/careers',
  contactPath,
  '/thank-you',
]

/** Pages kept out of search results (and so out of the sitemap). */
export const noindexPaths = ['/thank-you']

/** Files written by resource routes at build time. */
export const resourcePaths = ['/blog/rss.xml', '/sitemap.xml', '/robots.txt']

export function postPaths(postSlugs: readonly string[]): string[] {
  return postSlugs.map((slug) => `/blog/${slug}`)
}

export function prerenderPaths(postSlugs: readonly string[]): string[] {
  return [...pagePaths, ...postPaths(postSlugs), ...resourcePaths, notFoundPath]
}
