/** The owner's account the browser tests' server has, for the owner's journeys (lead inbox). */
export const OWNER_ACCOUNT = {
  name: 'owner',
  password: 'a tall tulip poplar',
  role: 'owner',
} as const
