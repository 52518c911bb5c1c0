export type AnalyticsIds = { gaMeasurementId: string; gtmContainerId: string }

const GTM_ORIGIN = 'https://www.googletagmanager.com'

export function gtmNoscriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(containerId)}`
}
