import tsconfigPaths from 'vite-tsconfig-paths'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { publicEnvDefine } from '../../shared/public-env'
import { serverOnly } from '../../vite-plugins/server-only'
import { ISLANDS_BUILD, ISLANDS_ENTRY, ISLANDS_FOLDER } from './build.server'

/**
 * The islands' script, built on its own before the site: React DOM and each island's chunk, and
 * nothing of the router. The site's pre-rendered pages name its entry (read from the manifest).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [serverOnly(), tsconfigPaths()],
  define: publicEnvDefine(),
  build: {
    outDir: ISLANDS_BUILD,
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: ISLANDS_ENTRY,
      output: {
        entryFileNames: `${ISLANDS_FOLDER}/islands-[hash].js`,
        chunkFileNames: `${ISLANDS_FOLDER}/[name]-[hash].js`,
        assetFileNames: `${ISLANDS_FOLDER}/[name]-[hash][extname]`,
      },
    },
  },
  logLevel: 'warn',
})
