import type { PublicEnv } from '../../shared/public-env'

declare const __PUBLIC_ENV__: PublicEnv

// Empty string = unset (see shared/public-env.ts).
export const publicEnv: PublicEnv = __PUBLIC_ENV__
