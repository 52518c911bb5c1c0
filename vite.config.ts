import tsconfigPaths from 'vite-tsconfig-paths'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { publicEnvDefine } from './scripts/public-env'
import { adminInDev } from './scripts/vite-admin-dev'
import { compileHints } from './scripts/vite-compile-hints'
import { contentMarkdown } from './scripts/vite-content-markdown'

export default defineConfig({
  plugins: [
    tsconfigPaths(),
    contentMarkdown(),
    adminInDev(),
    tailwindcss(),
    reactRouter(),
    compileHints(),
  ],
  // Only these build-time values may reach the browser (see README, "Environment").
  define: publicEnvDefine(),
  envPrefix: 'PUBLIC_',
  // The dev server pre-bundles what the site imports; without this it would also crawl the editor's
  // admin/index.html and trip over Decap's own older react-router-dom.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'] },
  build: {
    assetsInlineLimit: 0,
    // React Router lists each page's modules itself; Vite's own preload helper would only add bytes.
    modulePreload: false,
    // Terser squeezes the first-load script ~1 KiB (gzip) below esbuild's minifier: the 120 KiB budget is tight.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // The small pieces every page uses travel as one file, not a dozen tiny ones.
        manualChunks(id) {
          if (
            /\/app\/(components\/ui\/(call-link|call-then-link|icon|button-link|logo)|components\/sections\/lazy-section|content\/phones|lib\/(analytics|toast|use-shell|public-env|chunk-loader|use-hydrated|use-source-href|contact-path))\b/.test(
              id,
            ) ||
            id.endsWith('/content/phones.json')
          ) {
            return 'shell'
          }
          return undefined
        },
      },
    },
  },
})
