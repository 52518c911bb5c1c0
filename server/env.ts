import path from 'node:path'
import { z } from 'zod'

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0)
  .max(65535, 'must be at most 65535')

const serverEnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./build/client'),
})

export type ServerEnv = { host: string; port: number; dataDir: string; clientDir: string }

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Reads the server's settings; a bad value stops start-up with the variable's name. */
export function parseServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const { HOST, PORT, DATA_DIR, BUILD_DIR } = result.data
  return {
    host: HOST,
    port: PORT,
    dataDir: path.resolve(DATA_DIR),
    clientDir: path.resolve(BUILD_DIR),
  }
}
