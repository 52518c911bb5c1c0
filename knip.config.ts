import type { KnipConfig } from 'knip'

// Each exception below says why knip cannot see the use.
const config: KnipConfig = {
  entry: [
    // Run by .ci/run after the suite, to print the one-line count of passed and failed tests.
    'scripts/test-summary.mjs',
    // The browser's scripts, bundled by esbuild from package.json and server/alerts/browser-scripts.ts.
    'server/alerts/browser/*.ts',
  ],
  ignoreDependencies: [
    // Read as a file, not imported: its icons' drawings by path (scripts/build/icon-sprite.ts) …
    'lucide-react',
    // … and axe's browser bundle, injected into Firefox and WebKit (tests/engines/journeys.ts).
    'axe-core',
    // Started by `npm run cms` through `concurrently` (package.json), which knip does not parse.
    'concurrently',
    'decap-server',
    // Keeps Decap's react-router-dom 5 nested, not hoisted for Vite to pre-bundle (decision 009).
    'react-router-dom',
    // The W3C checker's jar, resolved by path and run with Java (tests/e2e/html-validity.e2e.ts).
    'vnu-jar',
  ],
  // Stylesheet imports and url()s (fonts.css names the Figtree font file), read as imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import ['"]([^'"]+)['"]|url\(['"]?([^'")]+)['"]?\)/g)]
        .map(([, imported, named]) => imported ?? named)
        .map((file) => `import '${file}';`)
        .join('\n'),
  },
  // System tools: the disk-full test mounts a tmpfs; Java runs the W3C checker; openssl makes the
  // fake push service's certificate.
  ignoreBinaries: ['mount', 'umount', 'java', 'openssl'],
}

export default config
