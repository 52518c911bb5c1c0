import tsconfigPaths from 'vite-tsconfig-paths'
import { inlineScripts } from './vite-plugins/inline-scripts'
import { defineConfig } from 'vitest/config'
import { publicEnvDefine } from './shared/public-env'
import { contentMarkdown } from './vite-plugins/content-markdown'

/** Unit and component tests, beside the code. Browser tests have their own config (tests/e2e). */
export default defineConfig({
  plugins: [tsconfigPaths(), contentMarkdown(), inlineScripts()],
  define: publicEnvDefine({}),
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'admin/**/*.test.ts',
      'bench/**/*.test.ts',
      'vite-plugins/**/*.test.ts',
      'tests/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup-unit.ts'],
  },
})
