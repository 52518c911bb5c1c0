import tsconfigPaths from 'vite-tsconfig-paths'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { contentMarkdown } from '../scripts/vite-content-markdown'

/**
 * The owner's editor (/admin), built on its own: Decap CMS is ~1.5 MB gzip, and none of it may reach
 * the public pages, their chunks or their budgets. The site build copies it into build/client/admin.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [tsconfigPaths(), contentMarkdown(), tailwindcss()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    // Outside build/: React Router's build empties that folder before it copies the editor in.
    outDir: fileURLToPath(new URL('../node_modules/.cache/admin', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    rollupOptions: {
      // Decap's dependencies carry "use client" directives and a few evals Rollup warns about; they
      // are theirs, not ours, and the editor's CSP allows what ajv needs (server/security-headers.ts).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'EVAL') return
        warn(warning)
      },
    },
  },
  logLevel: 'warn',
})
