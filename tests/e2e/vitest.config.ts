import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { inlineScripts } from '../../vite-plugins/inline-scripts'
import { publicEnvDefine } from '../../shared/public-env'

// Chromium (Debian's, via playwright-core) against the production build.
export default defineConfig({
  // The `~` alias is tsconfig.json's `paths`, read from there; the budgets read the inline scripts.
  plugins: [tsconfigPaths(), inlineScripts()],
  define: publicEnvDefine({}),
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/e2e.json' },
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
