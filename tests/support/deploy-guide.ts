import { readFileSync } from 'node:fs'

export type GuideBlock = { lang: string; text: string; heading: string; line: number }

export const DEPLOY_GUIDE = 'docs/deploy.md'

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

export const isCommandBlock = (block: GuideBlock): boolean => ['sh', 'cron'].includes(block.lang)

// The machines CI runs on have no Docker daemon.
export const needsDocker = (block: GuideBlock): boolean => /(^|[\s|&;(])docker /m.test(block.text)

// As cron hands it to /bin/sh: `\%` is a literal `%`.
export function cronCommand(line: string): string {
  return line
    .trim()
    .replace(/^(\S+\s+){5}/, '')
    .replaceAll('\\%', '%')
}
