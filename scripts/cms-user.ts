/**
 * The operator's command for editor accounts (DATA_DIR/cms.sqlite):
 *   printf '%s\n' 'a long passphrase' | npm run --silent cms-user -- add NAME
 *   npm run --silent cms-user -- remove NAME
 *   npm run --silent cms-user -- list
 *   npm run --silent cms-user -- unlock NAME   (lifts the sign-in locks on a name)
 *   npm run --silent cms-user -- backup FILE   (a consistent copy, safe while the server runs)
 * The password comes from standard input (never the command line, which other users and the shell
 * history can read); a new password for an existing name replaces the old one and signs it out.
 */
import { text } from 'node:stream/consumers'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { openAccounts } from '../server/cms/accounts'

const USAGE =
  'usage: cms-user add NAME (password on standard input) | remove NAME | unlock NAME | list | backup FILE'

export async function cmsUser(
  args: string[],
  dataDir: string,
  readPassword: () => Promise<string>,
): Promise<string> {
  const [command, name] = args
  const accounts = openAccounts(dataDir)
  try {
    if (command === 'list' && !name) return accounts.names().join('\n')
    if (command === 'add' && name) {
      // One line: the trailing line break that echo or printf adds is not part of it.
      const password = (await readPassword()).replace(/\r?\n$/, '')
      await accounts.add(name, password)
      return `Editor ${name} can sign in at /admin/login.`
    }
    if (command === 'remove' && name) {
      if (!accounts.remove(name)) throw new Error(`There is no editor named ${name}.`)
      return `Editor ${name} removed; their sessions ended.`
    }
    if (command === 'unlock' && name) {
      accounts.unlock(name)
      return `Editor ${name} may sign in again from anywhere.`
    }
    if (command === 'backup' && name) {
      const file = path.resolve(name)
      await accounts.backup(file)
      return `Editor accounts copied to ${file}.`
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
