import { useEffect } from 'react'
import { analyticsIds } from '~/lib/analytics-config'
import { gtmNoscriptUrl, loadAnalytics, whenInteractiveOrIdle } from '~/lib/third-party'

/**
 * Loaded only when an analytics id was set at build: loads the scripts after the page is
 * interactive, and writes Tag Manager's no-script frame into the pre-rendered HTML.
 */
export default function Analytics() {
  useEffect(() => whenInteractiveOrIdle(() => loadAnalytics(analyticsIds)), [])
  if (!analyticsIds.gtmContainerId) return null
  return (
    <noscript>
      <iframe
        src={gtmNoscriptUrl(analyticsIds.gtmContainerId)}
        title="Google Tag Manager"
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  )
}
