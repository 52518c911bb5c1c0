import Database from 'better-sqlite3'
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { freePort, groupAlive, spawnServer, waitUntilUp } from '../support/local-server'
import { buildApp } from '../../server/app'
import { DATABASE_FILE, openLeadStore } from '../../server/leads/store'
import { detailedPhoto } from '../support/photos'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    SMTP_URL: '',
    NOTIFY_EMAIL: '',
  }
}

function compiledServer(port: number, dataDir: string, user?: { uid: number; gid: number }) {
  const server = spawnServer(port, dataDir, { user })
  cleanups.push(() => server.kill('SIGKILL'))
  return server
}

const lead = (name: string) =>
  new URLSearchParams({
    'form-name': 'contact',
    name,
    email: 'operator@example.com',
    comment: 'Checking the server.',
  }).toString()

function post(base: string, name: string, referer?: string) {
  return fetch(`${base}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(referer ? { referer } : {}),
    },
    body: lead(name),
  })
}

async function portClosed(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`)
    return false
  } catch {
    return true
  }
}

describe('npm start', () => {
  test('SIGTERM to the npm process: the request in flight is stored, then everything exits 0', async () => {
    const port = await freePort()
    const dataDir = tempDir('canopy-start-')
    const npm = spawn('npm', ['start'], {
      env: serverEnv(port, dataDir),
      stdio: 'ignore',
      detached: true,
    })
    const pgid = npm.pid!
    cleanups.push(() => {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
    })
    const exited = once(npm, 'exit')
    const home = await waitUntilUp(`http://127.0.0.1:${port}/`, 60_000)
    expect(home.status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/missing-roots`)).status).toBe(404)

    // A slow visitor: headers and half the body now, the rest after the signal.
    const body = Buffer.from(lead('Slow Visitor'))
    const slow = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': body.length,
        accept: 'application/json',
      },
    })
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      slow.on('error', reject)
    })
    slow.write(body.subarray(0, 20))
    // The request is under way inside the server, which has no sign to show for it.
    await new Promise((resolve) => setTimeout(resolve, 300))

    process.kill(pgid, 'SIGTERM')
    // The server, stopping, must still wait for a visitor slower than the signal.
    await new Promise((resolve) => setTimeout(resolve, 500))
    slow.end(body.subarray(20))

    const answer = await answered
    expect(answer.status).toBe(200)
    const { id } = JSON.parse(answer.text) as { id: string }
    const [code] = await exited
    expect(code).toBe(0)
    expect(await portClosed(port)).toBe(true)
    await expect.poll(() => groupAlive(pgid), { timeout: 10_000, interval: 100 }).toBe(false)

    const store = openLeadStore(dataDir)
    expect(store.listLeads().map((stored) => stored.id)).toContain(id)
    store.close()
  })

  test('a bad PORT stops the server at start-up with the variable named', async () => {
    const server = spawnServer(await freePort(), tempDir('canopy-bad-port-'), {
      env: { PORT: 'eighty' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    // 'close' comes after the output is read to its end ('exit' may come before).
    const [code] = await once(server, 'close')
    expect(code).not.toBe(0)
    expect(stderr).toContain('PORT: must be a number')
  })
})

describe('storage faults: 503 with Retry-After, the server stays up, and recovers by itself', () => {
  const nobody = { uid: 65534, gid: 65534 }

  test('a data folder the server may not write: /healthz 503, the form 503; writable again: 200', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    // Owned by root with mode 0700: the unprivileged server can neither read nor write it.
    const dataDir = tempDir('canopy-readonly-')
    compiledServer(port, dataDir, nobody)
    await waitUntilUp(`${base}/`)

    const health = await fetch(`${base}/healthz`)
    expect(health.status).toBe(503)
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(await health.json()).toEqual({
      ok: false,
      build: true,
      database: false,
      buildAgeSeconds: expect.any(Number),
    })
    const refused = await post(base, 'Refused Visitor')
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).not.toMatch(/SQLITE|EACCES|sqlite/)
    expect((await fetch(`${base}/`)).status).toBe(200)

    chownSync(dataDir, nobody.uid, nobody.gid)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    const accepted = await post(base, 'Recovered Visitor')
    expect(accepted.status).toBe(200)
    const store = openLeadStore(dataDir)
    expect(store.listLeads().map((stored) => stored.name)).toEqual(['Recovered Visitor'])
    store.close()
  })

  test('a full disk: nothing acknowledged that is not stored; space back: posts are stored again', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const mount = tempDir('canopy-full-')
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount])
    cleanups.unshift(() => execFileSync('umount', ['-l', mount]))
    compiledServer(port, mount)
    await waitUntilUp(`${base}/`)
    expect((await post(base, 'Before The Disk Filled')).status).toBe(200)

    const filler = path.join(mount, 'filler')
    try {
      writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024))
    } catch {
      // ENOSPC: the disk is now full, which is the point.
    }
    const acknowledged: string[] = []
    let refusedCount = 0
    for (let index = 0; index < 40; index += 1) {
      const response = await post(base, `Full ${index}`)
      if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id)
      else {
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBeTruthy()
        refusedCount += 1
      }
    }
    expect(refusedCount).toBeGreaterThan(0)
    expect((await fetch(`${base}/healthz`)).status).toBe(503)
    expect((await fetch(`${base}/`)).status).toBe(200)

    rmSync(filler)
    const after = await post(base, 'After Space Returned')
    expect(after.status).toBe(200)
    const store = openLeadStore(mount)
    const stored = new Set(store.listLeads().map((stored) => stored.id))
    store.close()
    expect(acknowledged.every((id) => stored.has(id))).toBe(true)
  })
})

function postWithPhotos(base: string, name: string, photos: readonly Buffer[]) {
  const form = new FormData()
  for (const [key, value] of new URLSearchParams(lead(name))) form.append(key, value)
  photos.forEach((photo, index) =>
    form.append(`photo-${index + 1}`, new Blob([new Uint8Array(photo)]), `tree-${index + 1}.jpg`),
  )
  return fetch(`${base}/`, { method: 'POST', body: form, headers: { accept: 'application/json' } })
}

function leadsAndPhotos(dataDir: string) {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    const leads = db
      .prepare<[], { name: string; id: string; photos: number }>(
        'SELECT l.name, l.id, (SELECT count(*) FROM lead_photos p WHERE p.lead_id = l.id) AS photos FROM leads l',
      )
      .all()
    const { orphans } = db
      .prepare<[], { orphans: number }>(
        'SELECT count(*) AS orphans FROM lead_photos WHERE lead_id NOT IN (SELECT id FROM leads)',
      )
      .get() ?? { orphans: -1 }
    return { leads, orphans }
  } finally {
    db.close()
  }
}

describe('a lead and its photos are kept together or not at all', () => {
  test('a disk short of room for photos: the lead is kept without them and the visitor told; space back: kept with all its photos', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const mount = tempDir('canopy-short-photos-')
    // Room for the server's reserve of free space (decision 023) and the photos, once emptied.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=600m', 'tmpfs', mount])
    cleanups.unshift(() => execFileSync('umount', ['-l', mount]))
    compiledServer(port, mount)
    await waitUntilUp(`${base}/`)
    const photos = await Promise.all([detailedPhoto(), detailedPhoto(), detailedPhoto()])
    const filler = path.join(mount, 'filler')
    writeFileSync(filler, Buffer.alloc(100 * 1024 * 1024))

    const short = await postWithPhotos(base, 'Photos On A Short Disk', photos)
    expect(short.status).toBe(200)
    expect(await short.json()).toMatchObject({ ok: true, photosNotKept: true })
    const during = leadsAndPhotos(mount)
    expect(during.leads).toEqual([
      expect.objectContaining({ name: 'Photos On A Short Disk', photos: 0 }),
    ])

    rmSync(filler)
    const accepted = await postWithPhotos(base, 'Photos After Space Returned', photos)
    expect(await accepted.json()).toEqual({ ok: true, id: expect.any(String) })
    const after = leadsAndPhotos(mount)
    expect(
      after.leads.find((stored) => stored.name === 'Photos After Space Returned')?.photos,
    ).toBe(3)
    expect(after.orphans).toBe(0)
  })

  test('a full disk while photos are written (after the free-space check): a 503, no half lead; space back: kept with all', async () => {
    const mount = tempDir('canopy-full-photos-')
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount])
    cleanups.unshift(() => execFileSync('umount', ['-l', mount]))
    // The disk fills between the check and the write (a race): the write meets the full disk.
    const app = await buildApp({
      clientDir: path.resolve('build/client'),
      dataDir: mount,
      photos: { freeSpace: () => Promise.resolve(Number.MAX_SAFE_INTEGER) },
    })
    cleanups.unshift(() => void app.close())
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    expect((await post(base, 'Before The Disk Filled')).status).toBe(200)
    const photos = await Promise.all([detailedPhoto(), detailedPhoto(), detailedPhoto()])

    // Room for the words of a lead, not for its photos.
    const { bavail, bsize } = statfsSync(mount)
    const filler = path.join(mount, 'filler')
    try {
      writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 512 * 1024)))
    } catch {
      // ENOSPC: full already, which is the point.
    }
    const refused = await postWithPhotos(base, 'Photos On A Full Disk', photos)
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const during = leadsAndPhotos(mount)
    expect(during.leads.map((stored) => stored.name)).toEqual(['Before The Disk Filled'])
    expect(during.orphans).toBe(0)

    rmSync(filler)
    const accepted = await postWithPhotos(base, 'Photos After Space Returned', photos)
    expect(accepted.status).toBe(200)
    const after = leadsAndPhotos(mount)
    expect(
      after.leads.find((stored) => stored.name === 'Photos After Space Returned')?.photos,
    ).toBe(3)
    expect(after.orphans).toBe(0)
  })

  test('the server killed while posts with photos arrive: every lead stored has all its photos', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const dataDir = tempDir('canopy-crash-photos-')
    const server = compiledServer(port, dataDir)
    // Listened for from the start: the kill may land before the posts have all settled.
    const exited = once(server, 'exit')
    await waitUntilUp(`${base}/`)
    const photos = await Promise.all([detailedPhoto(), detailedPhoto(), detailedPhoto()])

    const acknowledged: string[] = []
    const posts = Array.from({ length: 12 }, async (_, index) => {
      const response = await postWithPhotos(base, `Crash ${index}`, photos).catch(() => undefined)
      if (response?.status === 200) {
        acknowledged.push(((await response.json()) as { id: string }).id)
        // The first acknowledgement: the others are being read, decoded or written right now.
        if (acknowledged.length === 1) server.kill('SIGKILL')
      }
    })
    await Promise.all(posts)
    server.kill('SIGKILL') // when no post was acknowledged, the expectations below say so
    await exited

    const { leads, orphans } = leadsAndPhotos(dataDir)
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(leads.length).toBeLessThan(12)
    for (const id of acknowledged) expect(leads.map((stored) => stored.id)).toContain(id)
    for (const stored of leads) expect(stored.photos, stored.name).toBe(3)
    expect(orphans).toBe(0)
  })
})

describe('backups', () => {
  test('a backup taken during a burst of 200 posts holds every lead acknowledged before it began', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const dataDir = tempDir('canopy-backup-')
    const backupFile = path.join(tempDir('canopy-backup-out-'), 'leads-backup.sqlite')
    compiledServer(port, dataDir)
    await waitUntilUp(`${base}/`)

    const acknowledged: string[] = []
    let beforeBackup: string[] = []
    let backup: Promise<void> | undefined
    const runBackup = () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'leads', '--', '--backup', backupFile], {
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: 'ignore',
        })
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))))
      })
    const worker = async (offset: number) => {
      for (let index = offset; index < 200; index += 10) {
        const response = await post(base, `Burst ${index}`)
        expect(response.status).toBe(200)
        acknowledged.push(((await response.json()) as { id: string }).id)
        if (acknowledged.length >= 60 && !backup) {
          beforeBackup = [...acknowledged]
          backup = runBackup()
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, (_, offset) => worker(offset)))
    await backup
    expect(acknowledged).toHaveLength(200)

    // Restoring is copying the file into DATA_DIR; here it is opened where it lies.
    const restoredDir = path.dirname(backupFile)
    execFileSync('mv', [backupFile, path.join(restoredDir, 'leads.sqlite')])
    const restored = openLeadStore(restoredDir)
    const ids = new Set(restored.listLeads().map((stored) => stored.id))
    restored.close()
    expect(beforeBackup.length).toBeGreaterThanOrEqual(60)
    expect(beforeBackup.every((id) => ids.has(id))).toBe(true)
  })
})

describe('lead sources without a browser', () => {
  test('a plain post from /contact?from=/tree-removal is stored with that page', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const dataDir = tempDir('canopy-source-')
    compiledServer(port, dataDir)
    await waitUntilUp(`${base}/`)
    const response = await post(base, 'Came From Removal', `${base}/contact?from=%2Ftree-removal`)
    expect(response.status).toBe(200)
    const exported = execFileSync(
      process.execPath,
      ['build/node/server/cli/leads.mjs', '--format', 'csv'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    )
    expect(exported.split('\r\n')[0]).toBe(
      'id,createdAt,name,email,phone,comment,page,referrer,landingPage,utm,service,urgency,address',
    )
    expect(exported).toContain(
      '"Came From Removal","operator@example.com","","Checking the server.","/tree-removal"',
    )
  })
})

describe("the operator's commands", () => {
  test('cms-user and leads run against a site served from another folder, and never build it', () => {
    // The editor's builds go to build-a/build-b behind the live link, or BUILD_DIR elsewhere.
    const checkout = tempDir('canopy-operator-')
    const dataDir = tempDir('canopy-operator-data-')
    execFileSync('cp', ['package.json', path.join(checkout, 'package.json')])
    execFileSync('mkdir', [
      '-p',
      path.join(checkout, 'scripts/build'),
      path.join(checkout, 'build'),
    ])
    execFileSync('cp', ['scripts/build/ensure-build.mjs', path.join(checkout, 'scripts/build')])
    execFileSync('cp', ['-r', 'build/node', path.join(checkout, 'build/node')])
    symlinkSync(path.resolve('node_modules'), path.join(checkout, 'node_modules'))
    const run = (args: string[], input = '') =>
      spawnSync('npm', ['run', '--silent', ...args], {
        cwd: checkout,
        env: { ...process.env, DATA_DIR: dataDir },
        input,
        encoding: 'utf8',
      })

    const added = run(['cms-user', '--', 'add', 'maria'], 'a long passphrase\n')
    expect(added.status).toBe(0)
    // On stderr, as its messages go, with no build's log before it.
    expect(added.stderr.trim()).toBe('Editor maria can sign in at /admin/login.')
    const exported = run(['leads', '--', '--format', 'json'])
    expect(exported.status).toBe(0)
    expect(exported.stderr).toBe('')
    expect(JSON.parse(exported.stdout)).toEqual([])
    const help = run(['leads', '--', '--help'])
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('--backup FILE')
    const unknown = run(['leads', '--', '--formt', 'csv'])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--formt'")
    expect(unknown.stderr).toContain('Usage:')
    expect(unknown.stderr).not.toMatch(/^\s+at /m)
    // Nothing was built: no pages appeared, and the server code is the one copied in.
    expect(existsSync(path.join(checkout, 'build/client'))).toBe(false)
    expect(readdirSync(path.join(checkout, 'build')).sort()).toEqual(['node'])
  })
})
