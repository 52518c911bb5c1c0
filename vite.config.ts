import tsconfigPaths from 'vite-tsconfig-paths'
import { inlineScripts } from './app/inline-scripts/vite-inline-scripts'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { publicEnvDefine } from './scripts/public-env'
import { adminInDev } from './scripts/vite-admin-dev'
import { contentMarkdown } from './scripts/vite-content-markdown'

export default defineConfig({
  plugins: [
    tsconfigPaths(),
    contentMarkdown(),
    inlineScripts(),
    adminInDev(),
    tailwindcss(),
    reactRouter(),
  ],
  // Only these build-time values may reach the browser (see README, "Environment").
  define: publicEnvDefine(),
  envPrefix: 'PUBLIC_',
  // The dev server pre-bundles what the site imports; without this it would also crawl the editor's
  // admin/index.html and trip over Decap's own older react-router-dom.
  optimizeDeps: { entries: ['app/islands/islands.client.ts', 'app/root.tsx', 'app/routes/**/*.tsx'] },
  build: { assetsInlineLimit: 0 },
})
