import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const repo = path.resolve('.')
const PROJECT_PARTS = [
  'app',
  'admin',
  'content',
  'public',
  'scripts',
  'server',
  'shared',
  'vite-plugins',
]
const PROJECT_FILES = ['package.json', 'react-router.config.ts', 'tsconfig.json', 'vite.config.ts']

export function scratchProject({ git = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-project-'))
  for (const part of PROJECT_PARTS)
    cpSync(path.join(repo, part), path.join(dir, part), { recursive: true })
  for (const file of PROJECT_FILES) cpSync(path.join(repo, file), path.join(dir, file))
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
    run('init', '--quiet')
    run('add', '--all', '--', ...PROJECT_PARTS, ...PROJECT_FILES)
    run('-c', 'user.name=setup', '-c', 'user.email=setup@example.com', 'commit', '-qm', 'Start')
  }
  return dir
}
