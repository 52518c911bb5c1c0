import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { publicEnvDefine } from './scripts/public-env'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // Only these build-time values may reach the browser (see README, "Environment").
  define: publicEnvDefine(),
  envPrefix: 'PUBLIC_',
  build: { assetsInlineLimit: 0 },
})
