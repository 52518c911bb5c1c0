import { execFileSync } from 'node:child_process'
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type Server, createServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decrypt } from 'http_ece'

// What a push service checks: RFC 8292 VAPID and RFC 8291 aes128gcm.
export type ReceivedPush = {
  endpoint: string
  headers: Record<string, string | string[] | undefined>
  vapid: { publicKey: string; aud: string; exp: number; sub: string }
  payload: { title: string; body: string; url: string; tag: string }
}

export function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'canopy-push-cert-'))
  const keyFile = path.join(folder, 'key.pem')
  const certFile = path.join(folder, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return {
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    certFile,
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  }
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url')

function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [token = '', key = ''] = [match[1], match[2]]
  const [head = '', body = '', signature = ''] = token.split('.')
  const raw = fromBase64Url(key)
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64Url(signature),
  )
  if (!signed) throw new Error('the VAPID signature does not verify with k')
  const { alg } = JSON.parse(fromBase64Url(head).toString()) as { alg: string }
  if (alg !== 'ES256') throw new Error(`alg is ${alg}`)
  const claims = JSON.parse(fromBase64Url(body).toString()) as {
    aud: string
    exp: number
    sub: string
  }
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  const now = Date.now() / 1000
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60))
    throw new Error(`exp ${claims.exp} is not within a day`)
  return { publicKey: key, aud: claims.aud, exp: claims.exp, sub: claims.sub }
}

export async function startFakePushService(
  options: {
    port?: number
    certificate?: ReturnType<typeof selfSignedCertificate>
    // Another run's subscriptions: the same service come back up after an outage.
    subscriptions?: Map<string, { ecdh: ECDH; auth: Buffer }>
    onReceived?: (push: ReceivedPush) => void
  } = {},
) {
  const certificate = options.certificate ?? selfSignedCertificate()
  const subscriptions = options.subscriptions ?? new Map<string, { ecdh: ECDH; auth: Buffer }>()
  const answers = new Map<string, number>()
  const received: ReceivedPush[] = []
  const refused: string[] = []
  let origin = ''

  const server: Server = createServer(
    { key: certificate.key, cert: certificate.cert },
    (request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const endpoint = `${origin}${request.url}`
        const keys = subscriptions.get(endpoint)
        const answer = answers.get(endpoint) ?? 201
        try {
          if (request.method !== 'POST' || !keys) throw new Error(`no subscription at ${endpoint}`)
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
          const vapid = checkVapid(request.headers.authorization, origin)
          if (answer >= 300) {
            response.writeHead(answer).end()
            return
          }
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: keys.ecdh,
            authSecret: keys.auth.toString('base64url'),
          })
          const push: ReceivedPush = {
            endpoint,
            headers: request.headers,
            vapid,
            payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
          }
          received.push(push)
          options.onReceived?.(push)
          response.writeHead(201).end()
        } catch (error) {
          refused.push(String(error))
          response.writeHead(400).end(String(error))
        }
      })
    },
  )
  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  origin = `https://127.0.0.1:${address.port}`

  return {
    origin,
    port: address.port,
    certificate,
    subscriptions,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`
      subscriptions.set(endpoint, { ecdh, auth })
      return {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status)
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>
