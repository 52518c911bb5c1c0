import Database from 'better-sqlite3'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'

/** Leads and editor accounts are the server's user's alone. */
const PRIVATE_FOLDER = 0o700
const PRIVATE_FILE = 0o600

function makePrivate(file: string) {
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(part)) continue
    try {
      chmodSync(part, PRIVATE_FILE)
    } catch (error) {
      // Another user's file (a copy restored as root): SQLite says what it can and cannot do.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
    }
  }
}

/** Made 0600 before SQLite opens it: its -wal and -shm files take the database file's mode. */
export function openPrivateDatabase(folder: string, name: string): Database.Database {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER })
  const file = path.join(folder, name)
  closeSync(openSync(file, 'a', PRIVATE_FILE))
  makePrivate(file)
  return new Database(file)
}

export async function backupPrivately(db: Database.Database, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER })
  closeSync(openSync(file, 'a', PRIVATE_FILE))
  makePrivate(file)
  await db.backup(file)
  makePrivate(file)
}
