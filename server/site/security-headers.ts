import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ADMIN_PATH, CMS_LOCAL_BACKEND } from '../../shared/admin-paths'
import { NOT_FOUND_PAGE, builtPages } from './built-pages'

// Static hosts get the same values via build/client/_headers (scripts/build/static-host-config.ts).
const GOOGLE_TAGS = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const GOOGLE_MAPS_FRAMES = ['https://www.google.com', 'https://maps.google.com']

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

/** Only this page's hashes: all pages' would crowd the first screen out of its round trip. */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html))
}

/** Built pages' and the 404's hashes, never any other .html file's (an upload could be one). */
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

/** An upload may be anything: it must run nothing, load nothing and never be sniffed. */
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

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)
}

const CMS_LOCAL_BACKENDS = [CMS_LOCAL_BACKEND, CMS_LOCAL_BACKEND.replace('localhost', '127.0.0.1')]
const GITHUB = ['https://api.github.com']
const GITHUB_IMAGES = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com']

export type EditorBackend = 'server' | 'git'

// No 'unsafe-eval': the one part of Decap that needed it is left out (admin/config-check.ts).
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

/** COOP still allows pop-ups: the GitHub sign-in answers the editor from one (docs/editing.md). */
export function adminHeaders(backend: EditorBackend): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(backend),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
}

const OWNER_PAGE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

export const OWNER_PAGE_HEADERS = {
  'Content-Security-Policy': OWNER_PAGE_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

/** Inbox pages run only this site's badge script, served from a file: never inline, never another origin's. */
export const INBOX_PAGE_HEADERS = {
  ...OWNER_PAGE_HEADERS,
  'Content-Security-Policy': `${OWNER_PAGE_POLICY}; script-src 'self'`,
} as const

/** The alerts page's script also registers the inbox's worker and sends its subscription. */
export const ALERTS_PAGE_HEADERS = {
  ...OWNER_PAGE_HEADERS,
  'Content-Security-Policy': `${OWNER_PAGE_POLICY}; script-src 'self'; connect-src 'self'; worker-src 'self'`,
} as const

/** No COOP on public pages: Chromium would start a new renderer on a first visit, later paint. */
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
