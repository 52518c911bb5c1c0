export const OWNER_ACCOUNT = {
  name: 'owner',
  password: 'a tall tulip poplar',
  role: 'owner',
} as const
