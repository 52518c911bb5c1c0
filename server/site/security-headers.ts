import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ADMIN_PATH, CMS_LOCAL_BACKEND } from '../../shared/admin-paths'
import { NOT_FOUND_PAGE, builtPages } from './built-pages'

/**
 * The security headers of every response, in one place: the Node server sends them, and the
 * build writes the same values into build/client/_headers for static hosts
 * (scripts/build/static-host-config.ts).
 */
const GOOGLE_TAGS = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const GOOGLE_MAPS_FRAMES = ['https://www.google.com', 'https://maps.google.com']

/**
 * Hashes of one page's inline scripts (colour mode, lead source, web font, router context, the
 * chapters' layout), for script-src.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  // Scripts with a src are covered by 'self'; JSON-LD data blocks never run.
  for (const match of html.matchAll(
    /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[1] ?? ''
    if (body.trim() === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes].sort()
}

/**
 * The policy a page is sent with: its own inline scripts and nothing else. The first response of a
 * visit has to carry it, in the same round trip as the page's first screen; every page's scripts
 * together (about 50 hashes, 2.6 KB) would crowd the first screen out of it.
 */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html))
}

/**
 * For any other document of the build (the 404 page, a page asked for by its file name): every
 * built page's inline scripts are allowed. Only the pages' and the 404 page's: never a file that
 * merely ends in .html (an upload).
 */
export function buildContentSecurityPolicy(clientDir: string): string {
  const hashes = new Set<string>()
  const documents = [
    ...builtPages(clientDir).map(({ file }) => file),
    path.join(clientDir, NOT_FOUND_PAGE),
  ].filter((file) => existsSync(file))
  for (const file of documents) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash)
  }
  return contentSecurityPolicy([...hashes].sort())
}

/**
 * Photos the editor uploaded are served as they are: whatever one turned out to be, it runs
 * nothing, loads nothing and is never read as another type.
 */
export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const

function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, GOOGLE_TAGS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        'https://images.ctfassets.net',
        GOOGLE_TAGS,
        ...GOOGLE_ANALYTICS,
      ],
    ],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", GOOGLE_TAGS, ...GOOGLE_ANALYTICS]],
    ['frame-src', [...GOOGLE_MAPS_FRAMES, GOOGLE_TAGS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

/** The owner's editor lives here: its own policy, never indexed. */

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)
}

/** Where a Git-backed editor talks to: that decap-server (by either loopback name), GitHub's API. */
const CMS_LOCAL_BACKENDS = [CMS_LOCAL_BACKEND, CMS_LOCAL_BACKEND.replace('localhost', '127.0.0.1')]
const GITHUB = ['https://api.github.com']
const GITHUB_IMAGES = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com']

/**
 * Which backend the editor saves through: this server (`CMS_BACKEND=server`, nothing but this
 * origin) or a Git host (GitHub's API and images, and the owner's own decap-server on localhost).
 */
export type EditorBackend = 'server' | 'git'

/**
 * Decap CMS at /admin: CSS-in-JS (inline styles), previews of uploads (blob:), the backend's API.
 * Its script is one bundle from this origin; nothing from a CDN, and no script made from strings
 * (no `'unsafe-eval'`: the one part of Decap that needed it is left out, admin/config-check.ts).
 */
function adminContentSecurityPolicy(backend: EditorBackend): string {
  const git = backend === 'git'
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(git ? GITHUB_IMAGES : [])]],
    ['font-src', ["'self'", 'data:']],
    // blob: the editor reads an upload back from memory before it sends it.
    ['connect-src', ["'self'", 'blob:', ...(git ? [...CMS_LOCAL_BACKENDS, ...GITHUB] : [])]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

/**
 * What /admin sends instead of the site's policy. The editor holds a signed-in session, so it keeps
 * other sites' windows away from it (Cross-Origin-Opener-Policy), but allows its own pop-ups: the
 * GitHub sign-in answers the editor from one (docs/editing.md).
 */
export function adminHeaders(backend: EditorBackend): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(backend),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
}

/**
 * The owner's lead inbox: pages made on the server with no script at all, styled from this origin,
 * never cached or indexed, kept away from other sites' windows.
 */
export const OWNER_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

/**
 * The headers of every response; documents add their Content-Security-Policy. No
 * Cross-Origin-Opener-Policy on the public pages: it makes Chromium move a page arriving from a tab
 * without one into a new browsing context group, and so a renderer process started once the
 * response is in, a later first paint on a first visit (docs/performance.md, "Rules the tests
 * hold"), while these pages hold no session or secret to keep from another site's window. The
 * editor keeps one (adminHeaders).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  }
}

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'
export const HTML_CACHE = 'public, max-age=60, must-revalidate'
