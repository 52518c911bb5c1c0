import { spawnSync } from 'node:child_process'
import type { Lead } from '../../server/leads/types'
import type { Visit } from '../../server/visits/visit-queries'

/** A lead as `npm run leads --format json` exports it, with its visit window. */
type ExportedLead = Lead & { visit: Visit | null }

export function storedLeads(dataDir: string): ExportedLead[] {
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/cli/leads.ts', '--format', 'json'],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`npm run leads failed: ${result.stderr}`)
  return JSON.parse(result.stdout) as ExportedLead[]
}
