import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { recentChanges } from './history'
import {
  PathRefused,
  commitAs,
  resolveEditablePath,
  createPusher,
  workingCopyProblem,
} from './working-copy'

const root = mkdtempSync(path.join(tmpdir(), 'canopy-working-copy-'))
const outside = mkdtempSync(path.join(tmpdir(), 'canopy-outside-'))
mkdirSync(path.join(root, 'content/posts'), { recursive: true })
mkdirSync(path.join(root, 'public/images/uploads'), { recursive: true })
writeFileSync(path.join(root, 'content/faq.json'), '{"faq":[]}\n')
writeFileSync(path.join(root, 'package.json'), '{}\n')
writeFileSync(path.join(outside, 'secret.txt'), 'secret\n')
symlinkSync(outside, path.join(root, 'content/elsewhere'))
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'content/secret.json'))
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
git('init', '--quiet')
git('add', '--all')
git('-c', 'user.name=setup', '-c', 'user.email=setup@example.com', 'commit', '-qm', 'start')

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

describe('resolveEditablePath', () => {
  test.each([
    'content/faq.json',
    'content/posts/a-new-post.md',
    './content/services.json',
    'public/images/uploads/oak.jpg',
  ])('accepts %s', (requested) => {
    const resolved = resolveEditablePath(root, requested)
    expect(
      resolved.startsWith(path.join(root, path.normalize(requested).split(path.sep)[0]!)),
    ).toBe(true)
  })

  test.each([
    ['../package.json', '".." is not allowed'],
    ['content/../package.json', '".." is not allowed'],
    ['content/posts/../../package.json', '".." is not allowed'],
    ['content\\..\\package.json', '".." is not allowed'],
    ['/etc/passwd', 'absolute path'],
    ['C:/Windows/win.ini', 'absolute path'],
    ['package.json', 'only files under content and public/images/uploads'],
    ['public/index.html', 'only files under content and public/images/uploads'],
    ['contentx/faq.json', 'only files under content and public/images/uploads'],
    ['content/elsewhere/secret.txt', 'symbolic link'],
    ['content/secret.json', 'symbolic link'],
    ['', 'empty'],
  ])('refuses %s', (requested, reason) => {
    expect(() => resolveEditablePath(root, requested)).toThrow(PathRefused)
    expect(() => resolveEditablePath(root, requested)).toThrow(reason)
  })
})

describe('history', () => {
  test('a save is one commit by the editor, listed with its time', async () => {
    writeFileSync(path.join(root, 'content/faq.json'), '{"faq":[1]}\n')
    writeFileSync(path.join(root, 'package.json'), '{"changed":true}\n')
    await commitAs(root, 'maria', 'Update FAQ')
    expect(git('log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
      'maria <maria@editors.invalid>|Update FAQ',
    )
    // Only the editable folders are committed.
    expect(git('show', '--name-status', '--format=', 'HEAD').trim()).toBe('M\tcontent/faq.json')
    const [latest] = await recentChanges(root)
    expect(latest).toMatchObject({ editor: 'maria', message: 'Update FAQ' })
    expect(Date.now() - Date.parse(latest!.when)).toBeLessThan(60_000)
  })
})

describe('workingCopyProblem', () => {
  test('names what a working copy lacks: Git, then the installed project', () => {
    expect(workingCopyProblem(outside)).toMatch(/is not a Git checkout/)
    expect(workingCopyProblem(root)).toMatch(/lacks scripts\/build\/content-check.ts: run npm ci/)
    expect(workingCopyProblem(path.resolve('.'))).toBeUndefined()
  })
})

describe('createPusher', () => {
  test('pushes each commit to the remote; a failed push is reported and caught up later', async () => {
    const remote = mkdtempSync(path.join(tmpdir(), 'canopy-remote-'))
    execFileSync('git', ['init', '--quiet', '--bare', remote])
    git('remote', 'add', 'agency', remote)
    const logged: string[] = []
    const pusher = createPusher(root, 'agency', (message) => logged.push(message))
    await pusher.push()
    expect(pusher.status()).toMatchObject({ ok: true })
    const head = git('rev-parse', 'HEAD').trim()
    const pushed = () =>
      execFileSync('git', ['rev-parse', `refs/heads/${git('branch', '--show-current').trim()}`], {
        cwd: remote,
        encoding: 'utf8',
      }).trim()
    expect(pushed()).toBe(head)

    git('remote', 'set-url', 'agency', path.join(remote, 'gone'))
    writeFileSync(path.join(root, 'content/faq.json'), '{"faq":[2]}\n')
    await commitAs(root, 'maria', 'While the remote is away')
    await pusher.push()
    expect(pusher.status()).toMatchObject({ ok: false })
    expect(pusher.status()?.error).toMatch(/gone|not appear|repository/i)
    expect(logged).toHaveLength(1)

    git('remote', 'set-url', 'agency', remote)
    await pusher.push()
    expect(pusher.status()).toMatchObject({ ok: true })
    expect(pushed()).toBe(git('rev-parse', 'HEAD').trim())

    // A burst of saves: those made while a push runs go together in the one push after it. The
    // commits are made synchronously, so the running push cannot end between them.
    const save = (answer: number) => {
      writeFileSync(path.join(root, 'content/faq.json'), `{"faq":[${answer}]}\n`)
      git(
        '-c',
        'user.name=maria',
        '-c',
        'user.email=maria@example.com',
        'commit',
        '-qam',
        `${answer}`,
      )
      return pusher.push()
    }
    void save(3)
    await new Promise((resolve) => setImmediate(resolve)) // that push is under way
    const fourth = save(4)
    const fifth = save(5)
    expect(fifth).toBe(fourth)
    await fifth
    expect(pushed()).toBe(git('rev-parse', 'HEAD').trim())
    expect(pusher.status()).toMatchObject({ ok: true })
    git('remote', 'remove', 'agency')
    rmSync(remote, { recursive: true, force: true })
  })
})
