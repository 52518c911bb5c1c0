import tsconfigPaths from 'vite-tsconfig-paths'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { type Plugin, defineConfig } from 'vite'
import { contentMarkdown } from '../vite-plugins/content-markdown'
import { serverOnly } from '../vite-plugins/server-only'

function configCheckedAtBuild(): Plugin {
  const standIn = fileURLToPath(new URL('./config-check.ts', import.meta.url))
  return {
    name: 'canopy:decap-config-checked-at-build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../constants/configSchema' && importer?.includes('decap-cms-core'))
        return standIn
      return null
    },
  }
}

// Built on its own so that none of Decap reaches the public pages, their chunks or their budgets.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [
    serverOnly(),
    tsconfigPaths(),
    contentMarkdown(),
    tailwindcss(),
    configCheckedAtBuild(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    // Outside build/: React Router's build empties that folder before it copies the editor in.
    outDir: fileURLToPath(new URL('../node_modules/.cache/admin', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    rollupOptions: {
      // Decap's dependencies' directives and evals: Node-only branches, never run in the editor.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'EVAL') return
        warn(warning)
      },
    },
  },
  logLevel: 'warn',
})
