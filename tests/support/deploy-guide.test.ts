import { describe, expect, test } from 'vitest'
import { cronCommand, guideBlocks, isCommandBlock, needsDocker } from './deploy-guide'

describe("the deploy guide's blocks, as tests/e2e/deploy-guide.e2e.ts reads them", () => {
  const markdown = [
    '# Deploying',
    '## 2. A VM',
    '```sh',
    'cd /srv/canopy/site',
    'sudo -u canopy npm ci',
    '```',
    '```ini',
    '[Service]',
    '```',
    '## Backups',
    '```cron',
    "15 3 * * * cd /srv && find . -name 'a  b' -delete # \\% kept",
    '```',
  ].join('\n')

  test('every fenced block, with its language, text, heading and line', () => {
    expect(guideBlocks(markdown)).toEqual([
      {
        lang: 'sh',
        text: 'cd /srv/canopy/site\nsudo -u canopy npm ci',
        heading: '2. A VM',
        line: 3,
      },
      { lang: 'ini', text: '[Service]', heading: '2. A VM', line: 7 },
      {
        lang: 'cron',
        text: "15 3 * * * cd /srv && find . -name 'a  b' -delete # \\% kept",
        heading: 'Backups',
        line: 11,
      },
    ])
    expect(
      guideBlocks(markdown)
        .filter(isCommandBlock)
        .map((block) => block.lang),
    ).toEqual(['sh', 'cron'])
  })

  test("a crontab line's command is what follows the five time fields, as cron runs it", () => {
    expect(cronCommand("15 3 * * * cd /srv && find . -name 'a  b' -delete # \\% kept")).toBe(
      "cd /srv && find . -name 'a  b' -delete # % kept",
    )
  })

  test('a block needs Docker when one of its commands is docker', () => {
    const sh = (text: string) => ({ lang: 'sh', text, heading: '', line: 1 })
    expect(needsDocker(sh('docker build -t canopy-site .'))).toBe(true)
    expect(needsDocker(sh("printf '%s\\n' x | docker run --rm -i canopy-site"))).toBe(true)
    expect(
      needsDocker(sh('git clone r s && chown -R 1000:1000 s\ndocker run -d canopy-site')),
    ).toBe(true)
    expect(needsDocker(sh('npm run build # the Dockerfile runs this too'))).toBe(false)
  })
})
