/**
 * The explicit allow-list of build-time settings that may reach the browser. Everything else in the
 * environment (SMTP credentials, Contentful token, ...) stays on the server or in the build.
 * Vite inlines the result as the global `__PUBLIC_ENV__` (see vite.config.ts, app/lib/public-env.ts).
 */
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
