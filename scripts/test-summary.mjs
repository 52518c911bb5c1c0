// Prints the whole run's closing line, "N passed, M failed", from the Vitest JSON reports.
// A step that failed before any test ran (typecheck, lint, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs'

const exitStatus = Number(process.argv[2] ?? 0)
let passed = 0
let failed = 0
for (const file of ['reports/unit.json', 'reports/e2e.json', 'reports/engines.json']) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (exitStatus !== 0 && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
