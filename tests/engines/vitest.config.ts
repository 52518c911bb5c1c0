import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

// One file per engine, run side by side against one production server.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/engines.json' },
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/engines/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
