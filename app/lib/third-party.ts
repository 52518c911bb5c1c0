/**
 * Google Analytics and Tag Manager, configured at build time and loaded by the page's inline
 * analytics script (app/inline-scripts/analytics.ts) after the page is interactive.
 */
export type AnalyticsIds = { gaMeasurementId: string; gtmContainerId: string }

const GTM_ORIGIN = 'https://www.googletagmanager.com'

export function gtmNoscriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(containerId)}`
}
