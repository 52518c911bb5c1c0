import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * What axe finds against WCAG 2.2 AA (target size too) on the page as it is now, one line each
 * with the elements it names; `include` narrows it to one part. The map frame is a third party's
 * document (answered empty here: no network), so it is left out.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'target-size': { enabled: true } } })
    .exclude('iframe')
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
