import { buildApp } from './app'
import { EnvError, parseServerEnv } from './env'
import { smtpMailer } from './leads/email-outbox'
import { workingCopyProblem } from './cms/working-copy'

let env
try {
  env = parseServerEnv()
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(error.message)
  process.exit(1)
}

const workingCopy = env.cms && workingCopyProblem(env.cms.workingCopy)
if (workingCopy) {
  console.error(workingCopy)
  process.exit(1)
}

const app = await buildApp({
  clientDir: env.clientDir,
  dataDir: env.dataDir,
  logger: true,
  trustProxy: env.trustProxy,
  rateLimit: env.rateLimit,
  mail: env.mail && {
    mailer: smtpMailer(env.mail.smtpUrl, env.mail.from, {}, env.dkim),
    to: env.mail.to,
    sender: { from: env.mail.from, smtpHost: new URL(env.mail.smtpUrl).hostname, dkim: env.dkim },
  },
  siteUrl: env.siteUrl,
  cms: env.cms,
  push: env.push,
})

// Graceful stop: no new connections, in-flight requests finish, then the database closes.
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
