import { useEffect } from 'react'
import { publicEnv } from '~/lib/public-env'
import { gtmNoscriptUrl, loadAnalytics, whenInteractiveOrIdle } from '~/lib/third-party'

const ids = { gaMeasurementId: publicEnv.gaMeasurementId, gtmContainerId: publicEnv.gtmContainerId }
export const analyticsConfigured = Boolean(ids.gaMeasurementId || ids.gtmContainerId)

/** Loads analytics after the page is interactive; renders and loads nothing when unconfigured. */
export function Analytics() {
  useEffect(() => {
    if (!analyticsConfigured) return
    return whenInteractiveOrIdle(() => loadAnalytics(ids))
  }, [])
  return null
}

/** Tag Manager's no-script fallback, in the HTML only when a container is configured. */
export function TagManagerNoscript() {
  if (!ids.gtmContainerId) return null
  return (
    <noscript>
      <iframe
        src={gtmNoscriptUrl(ids.gtmContainerId)}
        title="Google Tag Manager"
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  )
}
