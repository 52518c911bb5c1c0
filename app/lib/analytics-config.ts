import { publicEnv } from './public-env'

export const analyticsIds = {
  gaMeasurementId: publicEnv.gaMeasurementId,
  gtmContainerId: publicEnv.gtmContainerId,
}

/** Without an id nothing about analytics is downloaded, rendered or run. */
export const analyticsConfigured = Boolean(
  analyticsIds.gaMeasurementId || analyticsIds.gtmContainerId,
)
