import { expect, test } from 'vitest'
import { speculationRules } from './page-scripts'

test('prefetching covers the site, never the editor or the inbox', () => {
  const rules = JSON.parse(speculationRules) as { prefetch: { where: unknown }[] }
  expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('/admin/*')
})
