import { publicEnv } from './public-env'

export const analyticsIds = {
  gaMeasurementId: publicEnv.gaMeasurementId,
  gtmContainerId: publicEnv.gtmContainerId,
}

export const analyticsConfigured = Boolean(
  analyticsIds.gaMeasurementId || analyticsIds.gtmContainerId,
)
