import { readFileSync } from 'node:fs'

/** A fenced block of docs/deploy.md: its language, its text and the heading it sits under. */
export type GuideBlock = { lang: string; text: string; heading: string; line: number }

export const DEPLOY_GUIDE = 'docs/deploy.md'

/** Every fenced block of a Markdown page, in order. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = []
  let heading = ''
  let open: { lang: string; lines: string[]; line: number } | null = null
  markdown.split('\n').forEach((line, index) => {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push({ lang: open.lang, text: open.lines.join('\n'), heading, line: open.line })
        open = null
      } else open.lines.push(line)
    } else if (line.startsWith('```'))
      open = { lang: line.slice(3).trim(), lines: [], line: index + 1 }
    else if (line.startsWith('#')) heading = line.replace(/^#+\s*/, '')
  })
  return blocks
}

export const readDeployGuide = (): GuideBlock[] => guideBlocks(readFileSync(DEPLOY_GUIDE, 'utf8'))

/** The blocks an operator runs: shell commands and crontab lines (the rest is configuration). */
export const isCommandBlock = (block: GuideBlock): boolean => ['sh', 'cron'].includes(block.lang)

/** Whether a block needs a Docker daemon, which the machines CI runs on do not have. */
export const needsDocker = (block: GuideBlock): boolean => /(^|[\s|&;(])docker /m.test(block.text)

/** The command of a crontab line, as cron hands it to /bin/sh (`\%` is a literal `%`). */
export function cronCommand(line: string): string {
  return line
    .trim()
    .replace(/^(\S+\s+){5}/, '')
    .replaceAll('\\%', '%')
}
