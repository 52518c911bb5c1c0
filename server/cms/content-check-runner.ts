import { execFile } from 'node:child_process'
import path from 'node:path'

/** A child process, so the server's bundle carries none of the build's tools. */
export function contentCheckIn(root: string): (contentDir: string) => Promise<string[]> {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
  const script = path.join(root, 'scripts/build/content-check.ts')
  return (contentDir) =>
    new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [tsx, script, '--content', contentDir],
        { cwd: root, timeout: 60_000 },
        (error, _stdout, stderr) => {
          if (!error) return resolve([])
          const problems = stderr
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line && !line.startsWith('Content check failed'))
          if (error.code === 1 && problems.length > 0) resolve(problems)
          else reject(new Error(`The content check could not run: ${stderr || error.message}`))
        },
      )
    })
}
