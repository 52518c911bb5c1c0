// Said once: `npm run bench` fails a route that misses one; tests/e2e/budgets.e2e.ts checks bytes.
export const budgets = {
  performance: 98,
  keyRoutePerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  /** A key route's LCP ÷ a bare page's, in both throttling modes. */
  floorRatio: 1.5,
  staticPageJsBytes: 0,
  islandsJsKbGzip: 90,
  cssKbGzip: 12,
  /** The usual initial congestion window: the whole first screen must paint from it. */
  firstRoundTripBytes: 14_600,
  /** The editor's status line and docs/editing.md promise this figure. */
  publishMedianSeconds: 30,
} as const
