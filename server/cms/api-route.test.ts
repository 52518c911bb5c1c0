import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { scratchProject } from '../../tests/support/scratch-project'
import { buildApp } from '../app'
import { openAccounts } from './accounts'

const fixture = createSiteFixture()
const workingCopy = scratchProject({ git: true })
const PASSWORD = 'a lot of linden leaves'
const agencyRemote = mkdtempSync(path.join(tmpdir(), 'canopy-agency-'))
let app: FastifyInstance
let base: string
let cookie: string

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: workingCopy, encoding: 'utf8' }).trim()
const commitCount = () => Number(git('rev-list', '--count', 'HEAD'))
const faqPath = path.join(workingCopy, 'content/faq.json')

beforeAll(async () => {
  const accounts = openAccounts(fixture.dataDir)
  await accounts.add('maria', PASSWORD)
  accounts.close()
  symlinkSync(tmpdir(), path.join(workingCopy, 'content/outside'))
  execFileSync('git', ['init', '--quiet', '--bare', agencyRemote])
  git('remote', 'add', 'agency', agencyRemote)
  app = await buildApp({
    clientDir: fixture.clientDir,
    dataDir: fixture.dataDir,
    cms: { workingCopy, publish: false, gitRemote: 'agency' },
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  cookie = sessionCookieOf(await postSignIn(base, 'maria', PASSWORD))
})
afterAll(async () => {
  await app.close()
  fixture.cleanup()
  rmSync(workingCopy, { recursive: true, force: true })
  rmSync(agencyRemote, { recursive: true, force: true })
})

function call(
  action: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  body: string = JSON.stringify({ action, params: { branch: 'main', ...params } }),
) {
  return fetch(`${base}/admin/api/v1`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: base, cookie, ...headers },
  })
}

const faq = () =>
  JSON.parse(readFileSync(faqPath, 'utf8')) as { faq: { question: string; answer: string }[] }

describe('who may call it', () => {
  test.each([
    'info',
    'entriesByFolder',
    'entriesByFiles',
    'getEntry',
    'persistEntry',
    'getMedia',
    'getMediaFile',
    'persistMedia',
    'deleteFile',
    'deleteFiles',
    'siteStatus',
    'undoChange',
  ])('%s without a session: 401', async (action) => {
    const response = await call(action, { path: 'content/faq.json' }, { cookie: '' })
    expect(response.status).toBe(401)
  })

  test.each(['getEntry', 'persistEntry', 'undoChange'])(
    '%s with a session but another site as origin: 403, and nothing changes',
    async (action) => {
      const commits = commitCount()
      const response = await call(
        action,
        {
          path: 'content/faq.json',
          commit: git('rev-parse', 'HEAD'),
          dataFiles: [{ path: 'content/faq.json', raw: '{}' }],
          assets: [],
          options: {},
        },
        { origin: 'https://evil.example' },
      )
      expect(response.status).toBe(403)
      expect(commitCount()).toBe(commits)
    },
  )

  test('a session but no origin at all: 403', async () => {
    const response = await fetch(`${base}/admin/api/v1`, {
      method: 'POST',
      body: JSON.stringify({ action: 'info', params: {} }),
      headers: { 'content-type': 'application/json', cookie },
    })
    expect(response.status).toBe(403)
  })

  test('a plain form post, even with the session: 403', async () => {
    const response = await call(
      'info',
      {},
      { 'content-type': 'application/x-www-form-urlencoded' },
      'action=info',
    )
    expect(response.status).toBe(403)
  })
})

describe('reading', () => {
  test('an entry and a folder of posts, as Decap asks for them', async () => {
    const response = await call('getEntry', { path: 'content/faq.json' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const entry = (await response.json()) as {
      data: string
      file: { path: string }
    }
    expect(entry.file.path).toBe('content/faq.json')
    expect(JSON.parse(entry.data)).toEqual(faq())
    const posts = (await (
      await call('entriesByFolder', { folder: 'content/posts', extension: 'md', depth: 1 })
    ).json()) as { file: { path: string } }[]
    expect(posts.length).toBeGreaterThanOrEqual(4)
    expect(posts.every((post) => post.file.path.startsWith('content/posts/'))).toBe(true)
  })

  test.each([
    '../package.json',
    '/etc/passwd',
    'content/../package.json',
    'package.json',
    'content/outside/x',
  ])('refuses to read %s', async (requested) => {
    const response = await call('getEntry', { path: requested })
    expect(response.status).toBe(422)
  })
})

describe('saving', () => {
  test('a valid FAQ answer is written and committed by the editor', async () => {
    const before = commitCount()
    const data = faq()
    data.faq[0]!.answer = 'Yes: a certified arborist looks at every tree before we quote.'
    const response = await call('persistEntry', {
      dataFiles: [{ path: 'content/faq.json', raw: `${JSON.stringify(data, null, 2)}\n` }],
      assets: [],
      options: { commitMessage: 'Update FAQ' },
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(faq().faq[0]!.answer).toBe(data.faq[0]!.answer)
    expect(commitCount()).toBe(before + 1)
    expect(git('log', '-1', '--format=%an|%s')).toBe('maria|Update FAQ')
    // And it reaches the agency's repository.
    const head = git('rev-parse', 'HEAD')
    await expect
      .poll(() =>
        execFileSync('git', ['log', '-1', '--format=%H', '--all'], {
          cwd: agencyRemote,
          encoding: 'utf8',
        }).trim(),
      )
      .toBe(head)
    const lastPush = async () =>
      ((await (await fetch(`${base}/healthz`)).json()) as { lastPush?: { ok: boolean } }).lastPush
    await expect.poll(lastPush).toMatchObject({ ok: true })
  })

  test('a save that changes nothing is no commit', async () => {
    const commits = commitCount()
    const response = await call('persistEntry', {
      dataFiles: [{ path: 'content/faq.json', raw: readFileSync(faqPath, 'utf8') }],
      assets: [],
      options: { commitMessage: 'Nothing new' },
    })
    expect(response.status).toBe(200)
    expect(commitCount()).toBe(commits)
  })

  test('a save that breaks the schema is refused, naming file and field; nothing is written', async () => {
    const before = readFileSync(faqPath, 'utf8')
    const commits = commitCount()
    const data = faq()
    data.faq[3]!.answer = ''
    const response = await call('persistEntry', {
      dataFiles: [{ path: 'content/faq.json', raw: JSON.stringify(data) }],
      assets: [],
      options: { commitMessage: 'Break FAQ' },
    })
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: string }
    expect(error).toContain('content/faq.json')
    expect(error).toContain('faq[3].answer')
    expect(readFileSync(faqPath, 'utf8')).toBe(before)
    expect(commitCount()).toBe(commits)
  })

  test.each([
    '../evil.json',
    '/tmp/evil.json',
    'content/../evil.json',
    'content/outside/evil.json',
    'app/root.tsx',
  ])('refuses to write %s, and writes nothing', async (requested) => {
    const commits = commitCount()
    const response = await call('persistEntry', {
      dataFiles: [{ path: requested, raw: '{}' }],
      assets: [],
      options: { commitMessage: 'Escape' },
    })
    expect(response.status).toBe(422)
    expect(existsSync(path.join(workingCopy, 'evil.json'))).toBe(false)
    expect(existsSync(path.join(tmpdir(), 'evil.json'))).toBe(false)
    expect(commitCount()).toBe(commits)
  })

  test('the four built-in posts cannot be deleted', async () => {
    const [post] = (await (
      await call('entriesByFolder', { folder: 'content/posts', extension: 'md', depth: 1 })
    ).json()) as { file: { path: string } }[]
    const response = await call('deleteFile', {
      path: post!.file.path,
      options: { commitMessage: 'Delete' },
    })
    expect(response.status).toBe(422)
    expect(existsSync(path.join(workingCopy, post!.file.path))).toBe(true)
  })
})

describe('uploads', () => {
  test('a photo is kept by its bytes; a file that only calls itself one is refused', async () => {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#2f6b3f' },
    })
      .jpeg()
      .toBuffer()
    const accepted = await call('persistMedia', {
      asset: {
        path: 'public/images/uploads/oak.jpg',
        content: photo.toString('base64'),
        encoding: 'base64',
      },
      options: { commitMessage: 'Upload oak.jpg' },
    })
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    expect(existsSync(path.join(workingCopy, 'public/images/uploads/oak.jpg'))).toBe(true)
    expect(git('log', '-1', '--format=%an|%s')).toBe('maria|Upload oak.jpg')

    const fake = Buffer.from('<script>alert(1)</script>')
    const refused = await call('persistMedia', {
      asset: {
        path: 'public/images/uploads/fake.jpg',
        content: fake.toString('base64'),
        encoding: 'base64',
      },
      options: { commitMessage: 'Upload fake.jpg' },
    })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: string }).error).toContain('not an image')
    expect(existsSync(path.join(workingCopy, 'public/images/uploads/fake.jpg'))).toBe(false)
  })
})
