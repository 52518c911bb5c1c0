import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ContentRefused,
  createContentApi,
  parseContentRequest,
  undoableChanges,
} from './content-api'

const real = mkdtempSync(path.join(tmpdir(), 'canopy-content-api-'))
const linked = `${real}-link`
mkdirSync(path.join(real, 'content'))
writeFileSync(path.join(real, 'content/faq.json'), '{"faq":[]}\n')
symlinkSync(real, linked, 'dir')
afterAll(() => {
  rmSync(linked, { force: true })
  rmSync(real, { recursive: true, force: true })
})

test('a working copy reached through a link still has every save checked', async () => {
  const checked: string[] = []
  const handle = createContentApi({
    root: linked,
    checkContent: async (contentDir) => {
      checked.push(readFileSync(path.join(contentDir, 'faq.json'), 'utf8'))
      return ['content/faq.json: faq: must have exactly 20 items']
    },
  })
  const request = parseContentRequest({
    action: 'persistEntry',
    params: {
      dataFiles: [{ path: 'content/faq.json', raw: '{"faq":[1]}' }],
      assets: [],
      options: { commitMessage: 'Too short' },
    },
  })
  await expect(handle(request, 'maria')).rejects.toThrow(ContentRefused)
  expect(checked).toEqual(['{"faq":[1]}'])
  expect(readFileSync(path.join(real, 'content/faq.json'), 'utf8')).toBe('{"faq":[]}\n')
})

describe('undo one of the last changes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'canopy-undo-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Agency', '-c', 'user.email=a@example.com', ...args], {
      cwd: root,
      encoding: 'utf8',
    })
  const faq = path.join(root, 'content/faq.json')
  let problems: string[] = []
  const handle = createContentApi({ root, checkContent: async () => problems })
  const call = (body: unknown) => handle(parseContentRequest(body), 'maria')
  const saveFaq = (raw: string, commitMessage: string) =>
    call({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: 'content/faq.json', raw }],
        assets: [],
        options: { commitMessage },
      },
    })
  const commitOf = (message: string) => git('log', '--format=%H', `--grep=^${message}$`).trim()
  const undo = (message: string) =>
    call({ action: 'undoChange', params: { commit: commitOf(message) } })

  beforeAll(() => {
    mkdirSync(path.join(root, 'content'))
    mkdirSync(path.join(root, 'app'))
    writeFileSync(faq, 'first\n')
    writeFileSync(path.join(root, 'app/page.tsx'), 'code\n')
    git('init', '--quiet', '-b', 'main')
    git('add', '-A')
    git('commit', '--quiet', '-m', 'The site as built')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  test('takes a change back as a new commit by the editor who asked', async () => {
    await saveFaq('second\n', 'Better answer')
    await undo('Better answer')
    expect(readFileSync(faq, 'utf8')).toBe('first\n')
    expect(git('log', '-1', '--format=%an|%s')).toBe('maria|Undo "Better answer"\n')
  })

  test('is refused, with the reason, when a later change touched the same file', async () => {
    await saveFaq('third\n', 'Answer one')
    await saveFaq('fourth\n', 'Answer two')
    const commits = git('rev-list', '--count', 'HEAD')
    await expect(undo('Answer one')).rejects.toThrow(
      'content/faq.json was changed again after "Answer one": undo the later change first.',
    )
    expect(readFileSync(faq, 'utf8')).toBe('fourth\n')
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits)
    // Undoing the later one first, then the earlier one, walks back both.
    await undo('Answer two')
    await undo('Answer one')
    expect(readFileSync(faq, 'utf8')).toBe('first\n')
  })

  test('is refused when the content check refuses the result, and nothing changes', async () => {
    await saveFaq('fifth\n', 'Fifth answer')
    problems = ['content/faq.json: faq: must have exactly 20 items']
    await expect(undo('Fifth answer')).rejects.toThrow(/must have exactly 20 items/)
    problems = []
    expect(readFileSync(faq, 'utf8')).toBe('fifth\n')
  })

  test("is refused for the agency's own work and for changes not among the last ones", async () => {
    writeFileSync(faq, 'agency\n')
    writeFileSync(path.join(root, 'app/page.tsx'), 'new code\n')
    git('commit', '--quiet', '-am', 'Agency release')
    await expect(undo('Agency release')).rejects.toThrow(
      '"Agency release" also changed app/page.tsx, which the editor does not edit: ask your agency to undo it.',
    )
    await expect(
      call({ action: 'undoChange', params: { commit: 'f'.repeat(40) } }),
    ).rejects.toThrow(ContentRefused)
    await expect(undo('The site as built')).rejects.toThrow(/first version/)
    expect(() =>
      parseContentRequest({ action: 'undoChange', params: { commit: 'HEAD~1' } }),
    ).toThrow(ContentRefused)
  })

  test('the status line offers Undo only where it would work', async () => {
    await saveFaq('after the release\n', 'Owner answer')
    const offered = Object.fromEntries(
      (await undoableChanges(root)).map((change) => [change.message, change.undoable]),
    )
    expect(offered).toMatchObject({
      'Owner answer': true,
      // The agency's release touched code; the older answer was changed again since.
      'Agency release': false,
      'Fifth answer': false,
      'The site as built': false,
    })
  })

  test('a file changed by hand since the last status is seen at once, by the line and by Undo', async () => {
    const offered = async () =>
      (await undoableChanges(root)).find((change) => change.message === 'Hand-edited answer')
        ?.undoable
    await saveFaq('as saved\n', 'Hand-edited answer')
    expect(await offered()).toBe(true)
    // Same length, written in place: only its time stamps tell it changed.
    writeFileSync(faq, 'by hand!\n')
    expect(await offered()).toBe(false)
    await expect(undo('Hand-edited answer')).rejects.toThrow(
      'content/faq.json was changed again after "Hand-edited answer": undo the later change first.',
    )
    writeFileSync(faq, 'as saved\n')
    expect(await offered()).toBe(true)
  })
})

describe("the status line's cost does not grow with what the changes touched", () => {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  const spy = mkdtempSync(path.join(tmpdir(), 'canopy-git-spy-'))
  const calls = path.join(spy, 'calls.log')
  // A `git` first on PATH that logs each start, so every Git process the server runs is counted.
  writeFileSync(
    path.join(spy, 'git'),
    `#!/bin/sh\necho "$1" >> "${calls}"\nexec "${realGit}" "$@"\n`,
    {
      mode: 0o755,
    },
  )
  const roots: string[] = []
  afterAll(() => {
    for (const dir of [spy, ...roots]) rmSync(dir, { recursive: true, force: true })
  })

  /** A working copy whose history has an agency commit of `files` files (most outside content). */
  function historyWithAgencyCommit(files: number): string {
    const root = mkdtempSync(path.join(tmpdir(), 'canopy-status-cost-'))
    roots.push(root)
    const git = (...args: string[]) =>
      execFileSync(realGit, ['-c', 'user.name=Agency', '-c', 'user.email=a@example.com', ...args], {
        cwd: root,
      })
    mkdirSync(path.join(root, 'content/services'), { recursive: true })
    mkdirSync(path.join(root, 'vendor'))
    writeFileSync(path.join(root, 'content/faq.json'), 'first\n')
    git('init', '--quiet', '-b', 'main')
    git('add', '-A')
    git('commit', '--quiet', '-m', 'The site as built')
    for (let index = 0; index < files; index += 1) {
      // A tenth of them content (an agency's copy pass), the rest code and lock files.
      const file = index % 10 === 0 ? `content/services/s${index}.md` : `vendor/v${index}.js`
      writeFileSync(path.join(root, file), `${index}\n`)
    }
    git('add', '-A')
    git('commit', '--quiet', '-m', 'Agency release')
    for (let index = 0; index < files; index += 10) {
      writeFileSync(path.join(root, `content/services/s${index}.md`), `copy ${index}\n`)
    }
    git('commit', '--quiet', '-am', 'Agency copy pass')
    writeFileSync(path.join(root, 'content/faq.json'), 'second\n')
    git('commit', '--quiet', '-am', 'Owner answer')
    return root
  }

  async function gitProcessesOfOneStatus(root: string) {
    writeFileSync(calls, '')
    const path_ = process.env.PATH
    process.env.PATH = `${spy}:${path_}`
    try {
      const changes = await undoableChanges(root)
      return { changes, processes: readFileSync(calls, 'utf8').split('\n').filter(Boolean) }
    } finally {
      process.env.PATH = path_
    }
  }

  test('a commit of 500 files costs as many Git processes as one of 5, and undo still refuses it', async () => {
    const small = await gitProcessesOfOneStatus(historyWithAgencyCommit(5))
    const largeRoot = historyWithAgencyCommit(500)
    const large = await gitProcessesOfOneStatus(largeRoot)
    expect(large.processes.length).toBe(small.processes.length)
    expect(large.processes.length).toBeLessThanOrEqual(4)
    expect(large.processes).toEqual(['rev-parse', 'log'])
    // The next poll, with HEAD where it was, asks Git only where HEAD is.
    expect((await gitProcessesOfOneStatus(largeRoot)).processes).toEqual(['rev-parse'])
    for (const { changes } of [small, large]) {
      expect(
        Object.fromEntries(changes.map((change) => [change.message, change.undoable])),
      ).toEqual({
        'Owner answer': true,
        'Agency copy pass': true,
        'Agency release': false,
        'The site as built': false,
      })
    }
  })
})
