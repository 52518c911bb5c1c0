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
  jsKb: 119.9,
  totalKb: 150,
  requests: 14,
  consoleErrors: [],
}

describe("the benchmark's budgets of one route", () => {
  it('passes a route at every limit', () => {
    expect(budgetFailures(withinBudgets)).toEqual([])
  })

  it('names each budget a route misses', () => {
    expect(
      budgetFailures({
        ...withinBudgets,
        tbt: 51,
        cls: 0.011,
        jsKb: 120.1,
        consoleErrors: ['Minified React error #418'],
      }),
    ).toEqual([
      'TBT 51 ms > 50',
      'CLS 0.011 > 0.01',
      'JS 120.1 KB > 120',
      'console errors: Minified React error #418',
    ])
  })

  it('asks 100 of a key route and 98 of the others', () => {
    expect(budgetFailures({ ...withinBudgets, performance: 98 })).toEqual([])
    expect(budgetFailures({ ...withinBudgets, route: '/contact', performance: 99 })).toEqual([
      'performance 99 < 100',
    ])
  })

  it('exempts a noindex page from the SEO score only', () => {
    expect(budgetFailures({ ...withinBudgets, route: '/thank-you', seo: 66 })).toEqual([])
    expect(budgetFailures({ ...withinBudgets, seo: 92 })).toEqual(['SEO 92'])
  })
})
