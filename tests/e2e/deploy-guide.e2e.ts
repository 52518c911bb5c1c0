import Database from 'better-sqlite3'
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../support/local-server'
import { postSignIn, sessionCookieOf } from '../support/cms-sign-in'
import {
  DEPLOY_GUIDE,
  type GuideBlock,
  cronCommand,
  isCommandBlock,
  needsDocker,
  readDeployGuide,
} from '../support/deploy-guide'

// docs/deploy.md run as written, with stand-ins (tests/support/deploy-sandbox/) for what CI can't:
// switch to a `canopy` account, run systemd, or install the packages again from scratch.
const REPOSITORY = path.resolve('.')
const SANDBOX_TOOLS = path.resolve('tests/support/deploy-sandbox')
const GUIDE_ROOT = '/srv/canopy'
const PASSPHRASE = 'a long passphrase'
const SITE_URL = 'https://www.canopytreecare.example'
const ADD_EDITOR = `cd /srv/canopy/site && printf '%s\\n' '${PASSPHRASE}' | sudo -u canopy env DATA_DIR`

const blocks = readDeployGuide()
const ran = new Set<GuideBlock>()
let sandbox: string
let root: string
let port: number
let today: string
let realNpm: string
let npmSetup: { userconfig: string; cache: string }

const site = () => path.join(root, 'site')
const base = () => `http://127.0.0.1:${port}`

function block(start: string, heading?: string): GuideBlock {
  const found = blocks.filter(
    (candidate) =>
      isCommandBlock(candidate) &&
      (heading === undefined || candidate.heading === heading) &&
      candidate.text.split('\n').some((line) => line.startsWith(start)),
  )
  if (found.length !== 1) throw new Error(`${found.length} blocks of the guide start "${start}"`)
  return found[0]!
}

function localize(text: string, extra: Record<string, string> = {}): string {
  let local = text
    .replaceAll(GUIDE_ROOT, root)
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${port}`)
    .replaceAll('PORT=3000', `PORT=${port}`)
    .replaceAll('<repository>', path.join(sandbox, 'origin.git'))
  for (const [from, to] of Object.entries(extra)) local = local.replaceAll(from, to)
  return local
}

function sandboxEnv(): NodeJS.ProcessEnv {
  return {
    PATH: `${SANDBOX_TOOLS}:${process.env.PATH}`,
    HOME: root, // the canopy account's home
    LANG: 'C.UTF-8',
    TMPDIR: tmpdir(),
    // This machine's npm set-up (certificates, Node's headers, cache): the canopy home has none.
    npm_config_userconfig: npmSetup.userconfig,
    npm_config_cache: npmSetup.cache,
    npm_config_update_notifier: 'false',
    DEPLOY_GUIDE_ROOT: root,
    DEPLOY_GUIDE_PACKAGES: REPOSITORY,
    DEPLOY_GUIDE_NPM: realNpm,
    ...(process.env.DEPLOY_GUIDE_REAL_NPM_CI ? { DEPLOY_GUIDE_REAL_NPM_CI: '1' } : {}),
  }
}

function serviceLog(): string {
  const log = path.join(root, '.run/canopy.log')
  return existsSync(log) ? readFileSync(log, 'utf8').slice(-4000) : '(none)'
}

// Asynchronous, so that the test's own HTTP client sees a restarted server's old connections close.
async function shell(script: string, { cwd = sandbox, input = '', cron = false } = {}) {
  const [command, ...flags] = cron ? ['sh'] : ['bash', '-e', '-o', 'pipefail']
  const child = spawn(command!, [...flags, '-c', script], { cwd, env: sandboxEnv() })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input)
  const [status] = (await once(child, 'close')) as [number | null]
  if (status !== 0)
    throw new Error(
      `exit ${status} from:\n${script}\n--- stdout\n${stdout.slice(-4000)}\n--- stderr\n${stderr.slice(-4000)}\n--- the service's log\n${serviceLog()}`,
    )
  return stdout
}

async function runBlock(guideBlock: GuideBlock, extra: Record<string, string> = {}) {
  ran.add(guideBlock)
  const text = localize(guideBlock.text, extra)
  if (guideBlock.lang !== 'cron') return shell(text)
  let output = ''
  // cron runs a user's lines with /bin/sh from their home.
  for (const line of text.split('\n').filter((entry) => entry.trim() && !entry.startsWith('#')))
    output += await shell(cronCommand(line), { cwd: root, cron: true })
  return output
}

// A command the guide gives inline (in backticks), which must still be there.
async function runInline(command: string, cwd: string, { prefix = '', name = '' } = {}) {
  expect(readFileSync(DEPLOY_GUIDE, 'utf8')).toContain(`\`${command}\``)
  const full = command.startsWith('-- ') ? `npm run --silent cms-user ${command}` : command
  return shell(localize(`${prefix}${full.replaceAll('NAME', name)}`), { cwd })
}

const storedNames = async (): Promise<string[]> =>
  (
    JSON.parse(
      await shell(`DATA_DIR=${root}/data node build/node/server/cli/leads.mjs --format json`, {
        cwd: site(),
      }),
    ) as { name: string }[]
  ).map((lead) => lead.name)

async function sendLead(name: string): Promise<void> {
  const response = await fetch(`${base()}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.7',
    },
    body: new URLSearchParams({
      'form-name': 'contact',
      name,
      email: 'operator@example.com',
      comment: 'Following the deploy guide.',
    }).toString(),
  })
  expect(response.status).toBe(200)
}

const healthy = async () => (await fetch(`${base()}/healthz`)).status

beforeAll(async () => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'canopy-deploy-guide-'))
  root = path.join(sandbox, 'srv', 'canopy')
  port = await freePort()
  today = execFileSync('date', ['+%F'], { encoding: 'utf8' }).trim()
  realNpm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()
  const npmConfig = (key: string) =>
    execFileSync(realNpm, ['config', 'get', key], { encoding: 'utf8' }).trim()
  npmSetup = { userconfig: npmConfig('userconfig'), cache: npmConfig('cache') }
  // CI may have checked the commit out without a branch, which `git pull` cannot follow.
  const origin = path.join(sandbox, 'origin.git')
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  execFileSync('git', ['clone', '--quiet', '--bare', REPOSITORY, origin])
  execFileSync('git', ['update-ref', 'refs/heads/site', commit], { cwd: origin })
  execFileSync('git', ['symbolic-ref', 'HEAD', 'refs/heads/site'], { cwd: origin })
})

afterAll(() => {
  if (existsSync(path.join(root, 'etc/systemd/system/canopy.service')))
    spawnSync('systemctl', ['stop', 'canopy'], { env: sandboxEnv() })
  rmSync(sandbox, { recursive: true, force: true })
})

describe('docs/deploy.md, section 2: a VM, followed as written', () => {
  test('the setup block makes the account, its folders, the checkout and the first build', async () => {
    await runBlock(block('sudo useradd'))
    expect(statSync(path.join(root, 'data')).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(root, 'backups')).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(root, 'site.env')).mode & 0o777).toBe(0o600)
    expect(readlinkSync(path.join(site(), 'live'))).toBe('build-a/client')
    expect(existsSync(path.join(site(), 'live/index.html'))).toBe(true)
    expect(existsSync(path.join(site(), 'build/node/server/index.mjs'))).toBe(true)
    writeFileSync(
      path.join(root, 'site.env'),
      // No mail server listens there: a lead is stored and the failed notice is only logged.
      `SITE_URL=${SITE_URL}\nSMTP_URL='smtp://127.0.0.1:9'\nNOTIFY_EMAIL=owner@example.com\n`,
    )
  }, 300_000)

  test('the unit starts the server with `systemctl enable --now`, and it serves the site', async () => {
    const unit = blocks.find((candidate) => candidate.lang === 'ini')!
    expect(unit.heading).toBe('2. A plain VM behind a reverse proxy (systemd)')
    mkdirSync(path.join(root, 'etc/systemd/system'), { recursive: true })
    writeFileSync(path.join(root, 'etc/systemd/system/canopy.service'), localize(unit.text))
    await runInline('sudo systemctl enable --now canopy', root)
    await shell(`curl -fsS --retry 30 --retry-delay 1 --retry-connrefused ${base()}/healthz`)
    const home = await fetch(`${base()}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Canopy Tree Care')
    await sendLead('Before The Backup')
  }, 120_000)

  test('the update command builds the other folder, swaps the link and restarts', async () => {
    await runBlock(block('cd /srv/canopy/site && next='))
    expect(readlinkSync(path.join(site(), 'live'))).toBe('build-b/client')
    expect(await healthy()).toBe(200)
    // That build read site.env: its pages name the site's own address.
    const about = await (await fetch(`${base()}/about`)).text()
    expect(about).toContain(`<link rel="canonical" href="${SITE_URL}/about"`)
  }, 300_000)
})

describe('docs/deploy.md: editing on a self-hosted site', () => {
  test('turning editing on is one block, and the editor then signs in to this server', async () => {
    const output = await runBlock(
      block(ADD_EDITOR, 'Editing on a self-hosted site (CMS_BACKEND=server)'),
    )
    expect(output).toContain('"ok":true')
    // As nginx passes it on (TRUST_PROXY=1).
    const proxied = { 'x-forwarded-for': '203.0.113.8', 'x-forwarded-proto': 'https' }
    const signIn = await postSignIn(base(), 'maria', PASSPHRASE, {
      ...proxied,
      origin: `https://127.0.0.1:${port}`,
    })
    expect(signIn.status).toBe(303)
    const config = await fetch(`${base()}/admin/config.yml`, {
      headers: { ...proxied, cookie: sessionCookieOf(signIn) },
    })
    expect(((await config.json()) as { backend: unknown }).backend).toMatchObject({
      name: 'proxy',
    })
  }, 120_000)

  test('the account commands list, remove, unlock and back up', async () => {
    const prefix = `sudo -u canopy env DATA_DIR=${GUIDE_ROOT}/data `
    await shell(
      // A second account, made as the guide makes the first, to be removed.
      localize(`printf '%s\\n' '${PASSPHRASE}' | ${prefix}npm run --silent cms-user -- add sam`),
      { cwd: site() },
    )
    expect(await runInline('npm run --silent cms-user -- list', site(), { prefix })).toMatch(
      /maria[\s\S]*sam|sam[\s\S]*maria/,
    )
    await runInline('-- remove NAME', site(), { prefix, name: 'sam' })
    await runInline('-- unlock NAME', site(), { prefix, name: 'maria' })
    const accounts = await runInline('npm run --silent cms-user -- list', site(), { prefix })
    expect(accounts).toContain('maria')
    expect(accounts).not.toContain('sam')
    await runBlock(
      blocks.find((candidate) => candidate.lang === 'cron' && candidate.text.includes('cms-user'))!,
    )
    expect(existsSync(path.join(root, `backups/cms-${today}.sqlite`))).toBe(true)
  }, 60_000)

  test("undo by hand: the revert block takes an owner's change back in the working copy", async () => {
    const about = path.join(site(), 'content/about.json')
    const before = readFileSync(about, 'utf8')
    writeFileSync(about, before.replace('More than 15 years', 'A heading to take back'))
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: site(), encoding: 'utf8' }).trim()
    git(
      '-c',
      'user.name=Maria',
      '-c',
      'user.email=maria@example.com',
      'commit',
      '-qam',
      'Edit About',
    )
    const commit = git('rev-parse', '--short', 'HEAD')
    const log = await runBlock(block('sudo -u canopy git log'), { '<commit>': commit })
    expect(log).toContain(`${commit} `)
    expect(log).toContain('Maria Edit About')
    expect(git('log', '-1', '--format=%an: %s')).toBe('Your Name: Revert "Edit About"')
    expect(readFileSync(about, 'utf8')).toBe(before)
    // "then the update command above" is not run a third time: the update command's test covers it.
  }, 60_000)
})

describe('docs/deploy.md: the lead inbox, backups and a restore', () => {
  test("the inbox block sets the editor's password again", async () => {
    await runBlock(block(ADD_EDITOR, "The owner's lead inbox"))
  })

  test('a backup by hand and by cron, then a restore brings back what the backup held', async () => {
    await runBlock(block('sudo -u canopy env DATA_DIR=/srv/canopy/data npm run --silent leads'))
    await runBlock(
      blocks.find((candidate) => candidate.lang === 'cron' && candidate.text.includes('leads'))!,
    )
    const backup = path.join(root, `backups/leads-${today}.sqlite`)
    const database = new Database(backup, { readonly: true })
    expect(database.prepare('SELECT name FROM leads').pluck().all()).toContain('Before The Backup')
    database.close()

    await sendLead('After The Backup')
    await runBlock(block('sudo systemctl stop canopy'), {
      'leads-2026-11-20.sqlite': `leads-${today}.sqlite`,
    })
    expect(await healthy()).toBe(200)
    const restored = await storedNames()
    expect(restored).toContain('Before The Backup')
    expect(restored).not.toContain('After The Backup')
  }, 120_000)

  test('every command block was run, but those that need Docker', async () => {
    const notRun = blocks.filter((candidate) => isCommandBlock(candidate) && !ran.has(candidate))
    expect(notRun.filter((candidate) => !needsDocker(candidate))).toEqual([])
    // What is left is the container's (docker build, run, exec): CI machines have no Docker daemon.
    expect(notRun.map((candidate) => candidate.heading)).toEqual([
      '3. A container',
      'Editing on a self-hosted site (CMS_BACKEND=server)',
      'Backups of the leads',
    ])
  })
})
