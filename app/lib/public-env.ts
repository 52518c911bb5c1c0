import type { PublicEnv } from '../../shared/public-env'

declare const __PUBLIC_ENV__: PublicEnv

/** Build-time settings allowed in the browser (see shared/public-env.ts). Empty string = unset. */
export const publicEnv: PublicEnv = __PUBLIC_ENV__
