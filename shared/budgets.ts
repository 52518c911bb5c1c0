/**
 * The site's performance budgets, said once: the benchmark (`npm run bench`, Lighthouse on a
 * throttled phone) fails a route that misses one, and the browser test of bytes
 * (tests/e2e/budgets.e2e.ts) checks the byte budgets on every build.
 */
export const budgets = {
  performance: 98,
  /** The key routes (home, contact, a service, a post): see bench/bench.ts. */
  keyRoutePerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  /** A key route's LCP at most this many times a bare page's, in both throttling modes. */
  floorRatio: 1.5,
  /** Script of ours a page without islands loads: none (decision 015). */
  staticPageJsBytes: 0,
  /**
   * Script a page with islands loads, gzip, in KiB: React DOM and its islands, all of it after the
   * first contentful paint (app/islands/).
   */
  islandsJsKbGzip: 90,
  /** The stylesheet, gzip, in KiB. */
  cssKbGzip: 12,
  /**
   * What a new connection delivers in its first round trip, in bytes: ten TCP segments of 1,460
   * (the usual initial congestion window). A page's headers and the start of its compressed HTML
   * within it must paint the whole first screen on a phone.
   */
  firstRoundTripBytes: 14_600,
  /**
   * An owner's edit live on the site's own server: the median seconds from the save to the page
   * (`npm run bench:publish`). The editor's status line and docs/editing.md promise this figure.
   */
  publishMedianSeconds: 30,
} as const
