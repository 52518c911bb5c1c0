import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'

// Each page's differs, as the router's data does.
export const fixtureInlineScript = (title: string) => `window.fixture = ${JSON.stringify(title)}`

export function createSiteFixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'canopy-site-'))
  const clientDir = path.join(root, 'client')
  const dataDir = path.join(root, 'data')
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script>${fixtureInlineScript(title)}</script></head><body><h1>${title}</h1></body></html>`
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'thank-you/index.html': page('Thank you'),
    'contact/index.html': page('Contact'),
    '404.html': page('Page Not Found'),
    _headers: '/*\n  X-Test: 1\n',
    // What an editor could once slip into the uploads folder: never a page, never an allowed script.
    'images/uploads/raw.html': `<!DOCTYPE html><script>${fixtureInlineScript('upload')}</script>`,
    'images/uploads/trap/index.html': page('upload trap'),
    'images/uploads/oak.jpg': 'not really a JPEG, but served as the photo it is named',
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
    writeFileSync(path.join(clientDir, file), content)
  }
  writeFileSync(
    path.join(clientDir, 'assets/app-abc123.js.br'),
    brotliCompressSync(files['assets/app-abc123.js']!),
  )
  return { root, clientDir, dataDir, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}
