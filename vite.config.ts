import tsconfigPaths from 'vite-tsconfig-paths'
import { inlineScripts } from './vite-plugins/inline-scripts'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { publicEnvDefine } from './shared/public-env'
import { adminInDev } from './vite-plugins/admin-dev'
import { contentMarkdown } from './vite-plugins/content-markdown'

export default defineConfig({
  plugins: [
    tsconfigPaths(),
    contentMarkdown(),
    inlineScripts(),
    adminInDev(),
    tailwindcss(),
    reactRouter(),
  ],
  // Only these build-time values may reach the browser (see docs/configuration.md).
  define: publicEnvDefine(),
  envPrefix: 'PUBLIC_',
  // Pre-bundle only the site: admin/index.html would trip over Decap's older react-router-dom.
  optimizeDeps: {
    entries: ['app/islands/islands.client.ts', 'app/root.tsx', 'app/routes/**/*.tsx'],
  },
  build: { assetsInlineLimit: 0 },
})
