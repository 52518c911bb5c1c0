import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { LEAD_COLUMNS, toCsv } from '../leads/csv'
import { DATABASE_FILE, openLeadStore } from '../leads/store'
import { type Lead, type PhotoInfo } from '../leads/types'
import type { Visit } from '../visits/visit-queries'

export function toJson(
  leads: readonly Lead[],
  photosOf: (leadId: string) => PhotoInfo[] = () => [],
  visitOf: (leadId: string) => Visit | null = () => null,
): string {
  return `${JSON.stringify(
    leads.map((lead) => ({
      ...Object.fromEntries(LEAD_COLUMNS.map((c) => [c, lead[c]])),
      photos: photosOf(lead.id),
      visit: visitOf(lead.id),
    })),
    null,
    2,
  )}\n`
}

const USAGE = `Usage:
  npm run --silent leads -- [--format json|csv] [--spam]   every lead, newest first (DATA_DIR)
  npm run --silent leads -- --backup FILE                  a consistent copy of the leads database`

function options() {
  try {
    return parseArgs({
      options: {
        format: { type: 'string', default: 'json' },
        backup: { type: 'string' },
        spam: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}

async function main() {
  const values = options()
  if (values.help) {
    console.log(USAGE)
    return
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  refuseUnreadable(dataDir)
  if (values.backup !== undefined) {
    await backupLeads(dataDir, path.resolve(values.backup))
    return
  }
  const format = values.format
  if (format !== 'json' && format !== 'csv') {
    console.error(`--format must be json or csv (got "${format}")`)
    process.exit(2)
  }
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
    process.stdout.write(format === 'json' ? '[]\n' : toCsv([]))
    return
  }
  const leadStore = openLeadStore(dataDir)
  try {
    const leads = leadStore.listLeads({ spam: values.spam })
    process.stdout.write(
      format === 'json'
        ? toJson(
            leads,
            (id) => leadStore.photosOf(id),
            (id) => leadStore.visits.visitOf(id),
          )
        : toCsv(leads),
    )
  } finally {
    leadStore.close()
  }
}

/** Run by another user, the private data folder looks empty: say so, not "no leads". */
function refuseUnreadable(dataDir: string) {
  try {
    accessSync(dataDir, constants.R_OK | constants.X_OK)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES') return
    console.error(
      `Cannot read ${dataDir} (DATA_DIR) as this user: run as the server's user (sudo -u canopy …).`,
    )
    process.exit(1)
  }
}

export async function backupLeads(dataDir: string, file: string) {
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
    console.error(`No leads database in ${dataDir} (DATA_DIR): nothing to back up.`)
    process.exit(1)
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const leadStore = openLeadStore(dataDir)
  try {
    await leadStore.backup(file)
  } finally {
    leadStore.close()
  }
  console.error(`Backed up ${path.join(dataDir, DATABASE_FILE)} to ${file}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
