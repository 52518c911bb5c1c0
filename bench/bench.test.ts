import { describe, expect, it } from 'vitest'
import { budgetFailures } from './bench'

const withinBudgets = {
  route: '/about',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  fcp: 850,
  tbt: 50,
  cls: 0.01,
  mainThreadMs: 1300,
  benchmarkIndex: 1600,
  jsKb: 0,
  totalKb: 150,
  requests: 14,
  consoleErrors: [],
}

describe("the benchmark's budgets of one route", () => {
  it('passes a route at every limit', () => {
    expect(budgetFailures(withinBudgets, false)).toEqual([])
  })

  it('names each budget a route misses', () => {
    expect(
      budgetFailures(
        {
          ...withinBudgets,
          tbt: 51,
          cls: 0.011,
          jsKb: 0.1,
          consoleErrors: ['Minified React error #418'],
        },
        false,
      ),
    ).toEqual([
      'TBT 51 ms > 50',
      'CLS 0.011 > 0.01',
      'JS 0.1 KB > 0',
      'console errors: Minified React error #418',
    ])
  })

  it('lets a page with islands load up to 90 KiB of script, and no more', () => {
    const home = { ...withinBudgets, route: '/', jsKb: 89.9 }
    expect(budgetFailures(home, true)).toEqual([])
    expect(budgetFailures({ ...home, jsKb: 90.1 }, true)).toEqual(['JS 90.1 KB > 90'])
  })

  it('asks 100 of a key route and 98 of the others', () => {
    expect(budgetFailures({ ...withinBudgets, performance: 98 }, false)).toEqual([])
    expect(budgetFailures({ ...withinBudgets, route: '/contact', performance: 99 }, true)).toEqual([
      'performance 99 < 100',
    ])
  })

  it('exempts a noindex page from the SEO score only', () => {
    expect(budgetFailures({ ...withinBudgets, route: '/thank-you', seo: 66 }, false)).toEqual([])
    expect(budgetFailures({ ...withinBudgets, seo: 92 }, false)).toEqual(['SEO 92'])
  })
})
