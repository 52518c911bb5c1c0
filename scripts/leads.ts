/**
 * `npm run --silent leads -- --format json|csv`: every stored submission, newest first
 * (id, createdAt, name, email, phone, comment), read from DATA_DIR.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DATABASE_FILE, type Lead, openSubmissions } from '../server/submissions'

const columns = ['id', 'createdAt', 'name', 'email', 'phone', 'comment'] as const

/**
 * RFC 4180: every field quoted, quotes doubled. A cell a spreadsheet would run as a formula
 * (=, @, or + / - not followed by a phone-like number) gets a leading apostrophe.
 */
const FORMULA = /^(=|@|\t|\r|[+-](?![\d\s().-]*$))/

export function toCsv(leads: readonly Lead[]): string {
  const cell = (value: string) => {
    const safe = FORMULA.test(value) ? `'${value}` : value
    return `"${safe.replaceAll('"', '""')}"`
  }
  const lines = [
    columns.join(','),
    ...leads.map((lead) => columns.map((column) => cell(lead[column])).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

export function toJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(
    leads.map((lead) => Object.fromEntries(columns.map((c) => [c, lead[c]]))),
    null,
    2,
  )}\n`
}

function main() {
  const { values } = parseArgs({ options: { format: { type: 'string', default: 'json' } } })
  const format = values.format
  if (format !== 'json' && format !== 'csv') {
    console.error(`--format must be json or csv (got "${format}")`)
    process.exit(2)
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
    process.stdout.write(format === 'json' ? '[]\n' : `${columns.join(',')}\r\n`)
    return
  }
  const submissions = openSubmissions(dataDir)
  try {
    const leads = submissions.listLeads()
    process.stdout.write(format === 'json' ? toJson(leads) : toCsv(leads))
  } finally {
    submissions.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
