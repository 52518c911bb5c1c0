import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { parsePushServiceOrigin } from './alerts/push-services'
import {
  DkimKeyError,
  type DkimSigning,
  addressDomain,
  dkimPublicKey,
  isDnsName,
} from './leads/mail-auth'

const whole = (name: string) =>
  z.coerce.number({ error: 'must be a number' }).int(`${name} must be a whole number`)

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const anEmail = z.email()

/** "a@x.test, b@y.test": each address is checked, and a wrong one is named. */
const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .superRefine((addresses, context) => {
    const bad = addresses.filter((address) => !anEmail.safeParse(address).success)
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be e-mail addresses separated by commas; not ${bad.map((address) => JSON.stringify(address)).join(', ')}`,
      })
    }
  })

const ADDRESS_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/')
  if (ADDRESS_RANGE_NAMES.includes(entry)) return true
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
}

/** `true` is refused: it would believe every address a client writes into X-Forwarded-For. */
const trustProxy = z
  .string()
  .default('')
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    if (['', 'false', '0'].includes(value) || /^\d+$/.test(value)) return
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any address a client writes into X-Forwarded-For; set the number of proxies in front (1 for the nginx of docs/deploy.md) or their addresses (127.0.0.1)',
      })
      return
    }
    const bad = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !isAddressOrRange(entry))
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a number of proxies or their addresses (127.0.0.1, 10.0.0.0/8, loopback); not ${bad.join(', ')}`,
      })
    }
  })
  .transform((value): TrustProxy => {
    if (['', 'false', '0'].includes(value)) return false
    if (/^\d+$/.test(value)) return Number(value)
    return value.split(',').map((entry) => entry.trim())
  })

/** Origins separated by commas or spaces; `https://*.example.com` allows any host under it. */
const pushServiceOrigins = optional.transform((value, context) => {
  if (value === undefined) return undefined
  const entries = value.split(/[\s,]+/).filter(Boolean)
  const origins = entries.map(parsePushServiceOrigin)
  const bad = entries.filter((_entry, index) => origins[index] === undefined)
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be https origins (https://push.example.com, https://*.example.com); not ${bad.join(', ')}`,
    })
    return z.NEVER
  }
  return origins.filter((origin): origin is string => origin !== undefined)
})

const serverEnvSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: whole('PORT').min(0).max(65535, 'must be at most 65535').default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    BUILD_DIR: z.string().min(1).default('./build/client'),
    RATE_LIMIT_MAX: whole('RATE_LIMIT_MAX').min(1, 'must be at least 1').default(5),
    RATE_LIMIT_WINDOW_MS: whole('RATE_LIMIT_WINDOW_MS')
      .min(1000, 'must be at least 1000')
      .default(60_000),
    TRUST_PROXY: trustProxy,
    SMTP_URL: optional.pipe(
      z.url({ error: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
    ),
    NOTIFY_EMAIL: emailList,
    NOTIFY_FROM: optional,
    SITE_URL: optional.pipe(
      z.url({ error: "must be the site's address, such as https://www.example.com" }).optional(),
    ),
    // Only "server" concerns the server; the Git backends are the editor's own business.
    CMS_BACKEND: z.string().optional(),
    CMS_WORKING_COPY: z.string().min(1).default('.'),
    CMS_GIT_REMOTE: optional,
    VAPID_PUBLIC_KEY: optional.pipe(
      z
        .string()
        .regex(/^[\w-]{87}$/, 'must be a P-256 public key, URL-safe base64 (87 characters)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optional.pipe(
      z
        .string()
        .regex(/^[\w-]{43}$/, 'must be a P-256 private key, URL-safe base64 (43 characters)')
        .optional(),
    ),
    VAPID_SUBJECT: optional.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
        .optional(),
    ),
    PUSH_SERVICE_ORIGINS: pushServiceOrigins,
    DKIM_PRIVATE_KEY: optional,
    DKIM_PRIVATE_KEY_FILE: optional,
    DKIM_SELECTOR: optional,
    DKIM_DOMAIN: optional,
  })
  .refine((env) => Boolean(env.SMTP_URL) === env.NOTIFY_EMAIL.length > 0, {
    message: 'SMTP_URL and NOTIFY_EMAIL go together: set both to e-mail leads, or neither',
    path: ['NOTIFY_EMAIL'],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message:
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to keep a pair in DATA_DIR',
    path: ['VAPID_PRIVATE_KEY'],
  })

export type TrustProxy = false | number | string[]

export type ServerEnv = {
  host: string
  port: number
  dataDir: string
  clientDir: string
  rateLimit: { max: number; windowMs: number }
  trustProxy: TrustProxy
  mail: { smtpUrl: string; to: string[]; from: string } | undefined
  dkim: DkimSigning | undefined
  siteUrl: string | undefined
  cms: { workingCopy: string; gitRemote?: string } | undefined
  push: {
    vapid?: { publicKey: string; privateKey: string }
    subject?: string
    serviceOrigins?: string[]
  }
}

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = result.data
  const dkim = dkimOf(e)
  if (dkim.problems.length > 0) {
    const lines = dkim.problems.map(([name, message]) => `  ${name}: ${message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    clientDir: path.resolve(e.BUILD_DIR),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    trustProxy: e.TRUST_PROXY,
    siteUrl: e.SITE_URL,
    mail:
      e.SMTP_URL && e.NOTIFY_EMAIL[0]
        ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_EMAIL, from: e.NOTIFY_FROM ?? e.NOTIFY_EMAIL[0] }
        : undefined,
    push: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } }
        : {}),
      ...(e.VAPID_SUBJECT ? { subject: e.VAPID_SUBJECT } : {}),
      ...(e.PUSH_SERVICE_ORIGINS ? { serviceOrigins: e.PUSH_SERVICE_ORIGINS } : {}),
    },
    dkim: dkim.signing,
    cms:
      e.CMS_BACKEND === 'server'
        ? {
            workingCopy: path.resolve(e.CMS_WORKING_COPY),
            ...(e.CMS_GIT_REMOTE ? { gitRemote: e.CMS_GIT_REMOTE } : {}),
          }
        : undefined,
  }
}

type ParsedEnv = z.infer<typeof serverEnvSchema>

/** Every DKIM problem at once, named by its variable, so one restart fixes them all. */
function dkimOf(e: ParsedEnv): { signing?: DkimSigning; problems: [string, string][] } {
  const problems: [string, string][] = []
  let privateKey = e.DKIM_PRIVATE_KEY
  if (privateKey && e.DKIM_PRIVATE_KEY_FILE) {
    problems.push([
      'DKIM_PRIVATE_KEY_FILE',
      'set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both',
    ])
  } else if (e.DKIM_PRIVATE_KEY_FILE) {
    try {
      privateKey = readFileSync(e.DKIM_PRIVATE_KEY_FILE, 'utf8')
    } catch (error) {
      problems.push(['DKIM_PRIVATE_KEY_FILE', `cannot be read (${(error as Error).message})`])
    }
  }
  const keyName = e.DKIM_PRIVATE_KEY_FILE ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY'
  if (!privateKey) {
    for (const name of ['DKIM_SELECTOR', 'DKIM_DOMAIN'] as const) {
      if (e[name] && !e.DKIM_PRIVATE_KEY_FILE) {
        problems.push([name, 'set DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) too, or neither'])
      }
    }
    return { problems }
  }
  // A PEM in one line of a service file or .env writes its line breaks as \n.
  privateKey = privateKey.replaceAll('\\n', '\n')
  try {
    dkimPublicKey(privateKey)
  } catch (error) {
    if (!(error instanceof DkimKeyError)) throw error
    problems.push([keyName, error.message])
  }
  if (!e.SMTP_URL) {
    problems.push([keyName, 'signs the lead e-mails: set SMTP_URL and NOTIFY_EMAIL too'])
  }
  if (!e.DKIM_SELECTOR) {
    problems.push([
      'DKIM_SELECTOR',
      'is required with a DKIM key: the name of its DNS record, such as canopy2027',
    ])
  } else if (!isDnsName(e.DKIM_SELECTOR)) {
    problems.push(['DKIM_SELECTOR', 'must be letters, digits and hyphens (dots between parts)'])
  }
  const from = e.NOTIFY_FROM ?? e.NOTIFY_EMAIL[0] ?? ''
  const domainName = (e.DKIM_DOMAIN ?? addressDomain(from))?.toLowerCase()
  if (e.DKIM_DOMAIN && !isDnsName(e.DKIM_DOMAIN)) {
    problems.push(['DKIM_DOMAIN', 'must be a domain name, such as canopytreecare.com'])
  } else if (!domainName) {
    problems.push(['DKIM_DOMAIN', 'is required: NOTIFY_FROM has no domain to take it from'])
  }
  if (problems.length > 0 || !domainName || !e.DKIM_SELECTOR) return { problems }
  return { signing: { domainName, keySelector: e.DKIM_SELECTOR, privateKey }, problems }
}
