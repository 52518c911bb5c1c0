import { buildApp } from './app'
import { parseServerEnv } from './env'

const env = parseServerEnv()
const app = await buildApp({ clientDir: env.clientDir, logger: true })

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down')
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

await app.listen({ host: env.host, port: env.port })
