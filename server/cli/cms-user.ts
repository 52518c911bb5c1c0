// The password is read from stdin, never argv, which other users and the shell history can read.
import { text } from 'node:stream/consumers'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { ROLES, isRole, openAccounts } from '../owner/accounts'

const USAGE = `usage: cms-user add NAME [--role ${ROLES.join('|')}] (password on standard input) | remove NAME | unlock NAME | list | backup FILE`

const ROLE_TITLES = { owner: 'Owner', editor: 'Editor' } as const

function parse(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { role: { type: 'string' } },
      allowPositionals: true,
    })
    const [command, name, ...rest] = positionals
    if (rest.length > 0) throw new Error(USAGE)
    if (values.role !== undefined && (command !== 'add' || !isRole(values.role))) {
      throw new Error(`--role is ${ROLES.join(' or ')}, and goes with add.`)
    }
    return { command, name, role: values.role }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('--role')) throw error
    throw new Error(USAGE, { cause: error })
  }
}

export async function cmsUser(
  args: string[],
  dataDir: string,
  readPassword: () => Promise<string>,
): Promise<string> {
  const { command, name, role } = parse(args)
  const accounts = openAccounts(dataDir)
  try {
    if (command === 'list' && !name) {
      return accounts
        .list()
        .map((account) => `${account.name}\t${account.role}`)
        .join('\n')
    }
    if (command === 'add' && name) {
      // One line: the trailing line break that echo or printf adds is not part of it.
      const password = (await readPassword()).replace(/\r?\n$/, '')
      const given = await accounts.add(name, password, isRole(role) ? role : undefined)
      return `${ROLE_TITLES[given]} ${name} can sign in at /admin/login.`
    }
    if (command === 'remove' && name) {
      if (!accounts.remove(name)) throw new Error(`There is no account named ${name}.`)
      return `Account ${name} removed; their sessions ended.`
    }
    if (command === 'unlock' && name) {
      accounts.unlock(name)
      return `Account ${name} may sign in again from anywhere.`
    }
    if (command === 'backup' && name) {
      const file = path.resolve(name)
      await accounts.backup(file)
      return `Accounts copied to ${file}.`
    }
    throw new Error(USAGE)
  } finally {
    accounts.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const message = await cmsUser(
      process.argv.slice(2),
      path.resolve(process.env.DATA_DIR ?? './data'),
      () => text(process.stdin),
    )
    // A list is data (standard output); the rest are messages (standard error).
    if (process.argv[2] === 'list') console.log(message)
    else console.error(message)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
