import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  brokenPixelsJpeg,
  decompressionBomb,
  hasGpsPosition,
  phonePhoto,
  pngWithPageAppended,
  scriptedSvg,
  truncatedJpeg,
} from '../../tests/support/photos'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { scratchProject } from '../../tests/support/scratch-project'
import { serveForSuite } from '../../tests/support/test-server'
import { openAccounts } from '../owner/accounts'

const workingCopy = scratchProject({ git: true })
const PASSWORD = 'a lot of linden leaves'
const OWNER_PASSWORD = 'olive groves along the creek'
const agencyRemote = mkdtempSync(path.join(tmpdir(), 'canopy-agency-'))
let cookie: string

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: workingCopy, encoding: 'utf8' }).trim()
const commitCount = () => Number(git('rev-list', '--count', 'HEAD'))
const faqPath = path.join(workingCopy, 'content/faq.json')

const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD)
    accounts.close()
    symlinkSync(tmpdir(), path.join(workingCopy, 'content/outside'))
    execFileSync('git', ['init', '--quiet', '--bare', agencyRemote])
    git('remote', 'add', 'agency', agencyRemote)
  },
  app: { cms: { workingCopy, publish: false, gitRemote: 'agency' } },
  removeOnClose: [workingCopy, agencyRemote],
  // Closing waits for the push to the agency's remote still under way and the one behind it (no
  // commit is left unpushed), and for a connection of this test's client that fell idle after the
  // close began (up to the keep-alive timeout): longer than the default on a busy machine.
  hookTimeout: 30_000,
})
beforeAll(async () => {
  cookie = sessionCookieOf(await postSignIn(server.url, 'maria', PASSWORD))
})

function call(
  action: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  body: string = JSON.stringify({ action, params: { branch: 'main', ...params } }),
) {
  return fetch(`${server.url}/admin/api/v1`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: server.url, cookie, ...headers },
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
    const response = await fetch(`${server.url}/admin/api/v1`, {
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

describe('the status line', () => {
  test('says who is signed in and their role: the lead inbox is linked for an owner only', async () => {
    const asEditor = (await (await call('siteStatus')).json()) as { editor: string; role: string }
    expect(asEditor).toMatchObject({ editor: 'maria', role: 'editor' })
    const accounts = openAccounts(server.dataDir)
    await accounts.add('olive', OWNER_PASSWORD, 'owner')
    accounts.close()
    const owner = sessionCookieOf(await postSignIn(server.url, 'olive', OWNER_PASSWORD))
    const asOwner = (await (await call('siteStatus', {}, { cookie: owner })).json()) as {
      role: string
    }
    expect(asOwner.role).toBe('owner')
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
      ((await (await fetch(`${server.url}/healthz`)).json()) as { lastPush?: { ok: boolean } })
        .lastPush
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
  const upload = (file: string, bytes: Buffer) =>
    call('persistMedia', {
      asset: { path: file, content: bytes.toString('base64'), encoding: 'base64' },
      options: { commitMessage: `Upload ${file}` },
    })
  const uploaded = (name: string) => path.join(workingCopy, 'public/images/uploads', name)

  test('a photo is kept by its bytes, re-encoded: no EXIF, no GPS position (a post photo is public)', async () => {
    const photo = await phonePhoto(3000, 2000)
    expect(await hasGpsPosition(photo)).toBe(true)
    const accepted = await upload('public/images/uploads/oak.jpg', photo)
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const stored = readFileSync(uploaded('oak.jpg'))
    expect(await hasGpsPosition(stored)).toBe(false)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    expect((await sharp(stored).metadata()).width).toBe(2400)
    expect(git('log', '-1', '--format=%an|%s')).toBe('maria|Upload public/images/uploads/oak.jpg')
    // The editor is told what was kept, so its preview shows the stored photo.
    const media = (await accepted.json()) as { content: string }
    expect(Buffer.from(media.content, 'base64').equals(stored)).toBe(true)
  })

  test("a fresh upload shows at its address at once for the editor, before the site's next build", async () => {
    const photo = await phonePhoto(1600, 1200)
    expect((await upload('public/images/uploads/fresh-maple.jpg', photo)).status).toBe(200)
    // The editor's thumbnail and preview ask for it by its public address.
    const forEditor = await fetch(`${server.url}/images/uploads/fresh-maple.jpg`, {
      headers: { cookie },
    })
    expect(forEditor.status).toBe(200)
    expect(forEditor.headers.get('content-type')).toBe('image/jpeg')
    expect(
      Buffer.from(await forEditor.arrayBuffer()).equals(readFileSync(uploaded('fresh-maple.jpg'))),
    ).toBe(true)
    // A visitor sees it once a build has put it in the site, not before.
    expect(
      (await server.inject({ method: 'GET', url: '/images/uploads/fresh-maple.jpg' })).statusCode,
    ).toBe(404)
    // Only photos, and only those directly in the uploads folder: nothing else of the working copy.
    const photoBytes = readFileSync(uploaded('fresh-maple.jpg'))
    writeFileSync(path.join(workingCopy, 'public/images/outside.jpg'), photoBytes)
    writeFileSync(path.join(workingCopy, 'package.jpg'), photoBytes)
    writeFileSync(uploaded('not-a-photo.jpg'), '<script>alert(1)</script>')
    for (const url of [
      '/images/uploads/..%2foutside.jpg',
      '/images/uploads/%2e%2e/outside.jpg',
      '/images/uploads/..%2f..%2f..%2fpackage.jpg',
      '/images/uploads/not-a-photo.jpg',
    ]) {
      const response = await server.inject({ method: 'GET', url, headers: { cookie } })
      expect(response.statusCode, url).toBe(404)
    }
    for (const file of [
      'public/images/outside.jpg',
      'package.jpg',
      'public/images/uploads/not-a-photo.jpg',
    ])
      rmSync(path.join(workingCopy, file))
  })

  test.each([
    [
      'a page that calls itself a photo',
      'fake.jpg',
      async () => Buffer.from('<script>alert(1)</script>'),
      'not an image',
    ],
    ['an SVG with a script', 'raw.svg', async () => scriptedSvg, 'not an image'],
    [
      'a real PNG with a page appended, named .html',
      'poly.html',
      pngWithPageAppended,
      'must end in .png',
    ],
    [
      'a photo with a valid header and broken pixels',
      'broken.jpg',
      brokenPixelsJpeg,
      'cannot be read',
    ],
    ['a photo cut short', 'cut.jpg', truncatedJpeg, 'cannot be read'],
    [
      'a decompression bomb',
      'bomb.png',
      async () => decompressionBomb(),
      'more than 50 million pixels',
    ],
  ])(
    '%s is refused at save, and nothing lands under public/',
    async (_what, name, make, reason) => {
      const commits = commitCount()
      const refused = await upload(`public/images/uploads/${name}`, await make())
      expect(refused.status).toBe(422)
      expect(((await refused.json()) as { error: string }).error).toContain(reason)
      expect(existsSync(uploaded(name))).toBe(false)
      expect(commitCount()).toBe(commits)
    },
  )

  test.each([
    'public/images/uploads/raw.html',
    'public/images/uploads/raw.svg',
    'public/images/uploads/x/index.html',
  ])('a data file written to %s (past the photo check) is refused', async (target) => {
    const commits = commitCount()
    const response = await call('persistEntry', {
      dataFiles: [{ path: target, raw: '<script>alert(document.cookie)</script>' }],
      assets: [],
      options: { commitMessage: 'Raw page' },
    })
    expect(response.status).toBe(422)
    expect(existsSync(path.join(workingCopy, target))).toBe(false)
    expect(commitCount()).toBe(commits)
  })
})

describe('content is data, never code', () => {
  test('a post with ---js front matter is refused with its file and line, and its code never runs', async () => {
    const marker = path.join(tmpdir(), `canopy-front-matter-ran-${process.pid}`)
    const commits = commitCount()
    const response = await call('persistEntry', {
      dataFiles: [
        {
          path: 'content/posts/hello.md',
          raw: `---js\n{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'Hello' }\n---\nBody\n`,
        },
      ],
      assets: [],
      options: { commitMessage: 'Hello' },
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: string }).error).toContain(
      'content/posts/hello.md: line 1: front matter must open with a line of just "---"',
    )
    expect(existsSync(marker)).toBe(false)
    expect(existsSync(path.join(workingCopy, 'content/posts/hello.md'))).toBe(false)
    expect(commitCount()).toBe(commits)
  }, 30_000)

  test('a file in content/ that no schema describes is refused', async () => {
    const response = await call('persistEntry', {
      dataFiles: [{ path: 'content/raw.html', raw: '<script>alert(1)</script>' }],
      assets: [],
      options: { commitMessage: 'Raw' },
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: string }).error).toContain(
      'content/raw.html: not a file the site reads',
    )
    expect(existsSync(path.join(workingCopy, 'content/raw.html'))).toBe(false)
  }, 30_000)
})

describe('commits', () => {
  const faqWith = (answer: string) => {
    const data = faq()
    data.faq[1]!.answer = answer
    return `${JSON.stringify(data, null, 2)}\n`
  }

  test.each(['', '   '])(
    'a blank commit message (%j) saves, under the default message',
    async (message) => {
      const response = await call('persistEntry', {
        dataFiles: [
          { path: 'content/faq.json', raw: faqWith(`Yes, even on a Sunday (${message.length}).`) },
        ],
        assets: [],
        options: { commitMessage: message },
      })
      expect(response.status, await response.clone().text()).toBe(200)
      expect(git('log', '-1', '--format=%an|%s')).toBe('maria|Update content/faq.json')
    },
    30_000,
  )

  test('a commit Git refuses leaves nothing staged and the file as it was; the answer names no command', async () => {
    const before = readFileSync(faqPath, 'utf8')
    const commits = commitCount()
    const hook = path.join(workingCopy, '.git/hooks/pre-commit')
    writeFileSync(hook, '#!/bin/sh\necho "refused by a hook in /srv/secret/path" >&2\nexit 1\n', {
      mode: 0o755,
    })
    try {
      const response = await call('persistEntry', {
        dataFiles: [{ path: 'content/faq.json', raw: faqWith('An answer Git will not take.') }],
        assets: [],
        options: { commitMessage: 'Refused' },
      })
      expect(response.status).toBe(500)
      const { error } = (await response.json()) as { error: string }
      expect(error).toContain('nothing was changed')
      expect(error).not.toMatch(/git|\/srv|hook/i)
    } finally {
      rmSync(hook)
    }
    expect(readFileSync(faqPath, 'utf8')).toBe(before)
    expect(git('diff', '--cached', '--name-only')).toBe('')
    expect(git('status', '--porcelain', '--', 'content')).toBe('')
    expect(commitCount()).toBe(commits)
    // The next save commits exactly its own change.
    const next = await call('persistEntry', {
      dataFiles: [{ path: 'content/faq.json', raw: faqWith('Yes, we work in the rain too.') }],
      assets: [],
      options: { commitMessage: 'After the refusal' },
    })
    expect(next.status).toBe(200)
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/faq.json')
  }, 30_000)
})
