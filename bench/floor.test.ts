import { describe, expect, it } from 'vitest'
import {
  BARE_PAGE_LABEL,
  type FloorRow,
  benchmarkIndexSpread,
  floorFailures,
  floorTable,
} from './floor'
import { budgets } from '../shared/budgets'

const floor: FloorRow = {
  page: 'bare',
  simulate: { fcp: 640, lcp: 640, tbt: 0 },
  devtools: { fcp: 700, lcp: 700, tbt: 0 },
}

const route = (simulatedLcp: number, appliedLcp: number, appliedTbt = 20): FloorRow => ({
  page: '/contact',
  simulate: { fcp: 800, lcp: simulatedLcp, tbt: 90 },
  devtools: { fcp: 900, lcp: appliedLcp, tbt: appliedTbt },
})

describe('the floor budget', () => {
  it('passes a route at exactly the budgets in both modes', () => {
    expect(budgets.floorRatio).toBe(1.5)
    expect(budgets.tbtMs).toBe(50)
    expect(floorFailures(route(960, 1050, 50), floor)).toEqual([])
  })

  it('fails a route past the budget in either mode, naming the mode, the LCP and the ratio', () => {
    expect(floorFailures(route(961, 1050), floor)).toEqual([
      'simulated LCP 961 ms = 1.50 × the floor',
    ])
    expect(floorFailures(route(900, 1127), floor)).toEqual([
      'applied LCP 1127 ms = 1.61 × the floor',
    ])
    expect(floorFailures(route(1000, 1200), floor)).toHaveLength(2)
  })

  it('fails a route that blocks past the TBT budget with the browser really throttled', () => {
    expect(floorFailures(route(900, 1000, 51), floor)).toEqual(['applied TBT 51 ms > 50'])
  })

  it('prints the floor first, then each route with its LCP ÷ the floor and TBT in each mode', () => {
    const lines = floorTable(floor, [route(896, 1050)]).split('\n')
    expect(lines[0]).toBe(
      '| Page | simulated FCP ms | simulated LCP ms | LCP ÷ floor | simulated TBT ms | applied FCP ms | applied LCP ms | LCP ÷ floor | applied TBT ms |',
    )
    expect(lines[1]).toBe(`|---|${'---:|'.repeat(8)}`)
    expect(lines[2]).toBe(
      `| ${BARE_PAGE_LABEL} | 640 | 640 | 1.00 × | 0 | 700 | 700 | 1.00 × | 0 |`,
    )
    expect(lines[3]).toBe('| /contact | 800 | 896 | 1.40 × | 90 | 900 | 1050 | 1.50 × | 20 |')
  })
})

describe('the benchmark index of a run', () => {
  it('gives the median with the lowest and highest, whatever the order', () => {
    expect(benchmarkIndexSpread([1883, 1362.4, 1751, 1448.5, 1827.5])).toBe('1,751 (1,362–1,883)')
  })

  it('says so when no run recorded one', () => {
    expect(benchmarkIndexSpread([])).toBe('not recorded')
  })
})
