import type { KnipConfig } from 'knip'

/**
 * `npm run lint` runs knip: no unused file, export, type or dependency. Each exception below says
 * why knip cannot see the use.
 */
const config: KnipConfig = {
  entry: [
    // Run by .ci/run after the suite, to print the one-line count of passed and failed tests.
    'scripts/test-summary.mjs',
  ],
  ignoreDependencies: [
    // Read as a file, not imported: its icons' drawings by path (scripts/build/icon-sprite.ts) …
    'lucide-react',
    // … and axe's browser bundle, injected into Firefox and WebKit (tests/engines/journeys.ts).
    'axe-core',
    // Started by `npm run cms` through `concurrently` (package.json), which knip does not parse.
    'concurrently',
    'decap-server',
    // Installed so that Decap's own react-router-dom 5 stays nested instead of hoisted where React
    // Router's Vite plugin would pre-bundle it (decision 009).
    'react-router-dom',
    // The W3C checker's jar, resolved by path and run with Java (tests/e2e/html-validity.e2e.ts).
    'vnu-jar',
  ],
  // What a stylesheet imports (@import 'tailwindcss') or names in url() (fonts.css: the Figtree
  // font file of @fontsource-variable/figtree), read as imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import ['"]([^'"]+)['"]|url\(['"]?([^'")]+)['"]?\)/g)]
        .map(([, imported, named]) => imported ?? named)
        .map((file) => `import '${file}';`)
        .join('\n'),
  },
  // System tools, not packages: the disk-full test mounts a 1 MB tmpfs (tests/e2e/start.e2e.ts);
  // Java runs the W3C checker (from Debian's packages, installed by .ci/run).
  ignoreBinaries: ['mount', 'umount', 'java'],
}

export default config
