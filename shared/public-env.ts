// The allow-list of build-time settings that may reach the browser; everything else stays behind.
export type PublicEnv = {
  siteUrl: string
  googleMapsApiKey: string
  gaMeasurementId: string
  gtmContainerId: string
}

function readPublicEnv(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  return {
    siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? '',
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? '',
    gtmContainerId: env.GTM_CONTAINER_ID ?? '',
  }
}

export function publicEnvDefine(env: NodeJS.ProcessEnv = process.env) {
  return { __PUBLIC_ENV__: JSON.stringify(readPublicEnv(env)) }
}
