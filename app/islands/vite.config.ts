import tsconfigPaths from 'vite-tsconfig-paths'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { publicEnvDefine } from '../../shared/public-env'
import { serverOnly } from '../../vite-plugins/server-only'
import { ISLANDS_BUILD, ISLANDS_ENTRY, ISLANDS_FOLDER } from './build.server'

// Built on its own before the site, with nothing of the router.
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
