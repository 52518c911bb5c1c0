import { createPrivateKey, createPublicKey } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import addressparser from 'nodemailer/lib/addressparser'

/** Named as nodemailer names its DKIM options, so the transport takes them as they are. */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string }

/** Who the lead e-mails come from and through which mail server (its host only, no password). */
export type MailSender = { from: string; smtpHost: string; dkim?: DkimSigning }

export type TxtResolver = (name: string) => Promise<string[][]>

/** nodemailer signs with RSA only; verifiers refuse keys under 1024 bits. */
const MIN_KEY_BITS = 1024

export class DkimKeyError extends Error {
  override name = 'DkimKeyError'
}

/** The base64 public key of the DKIM record (`p=`), derived from the private key's PEM. */
export function dkimPublicKey(privateKeyPem: string): string {
  let key
  try {
    key = createPrivateKey(privateKeyPem)
  } catch (error) {
    // The reason only: the key's own text never goes into a message.
    const reason = error instanceof Error ? error.message : String(error)
    throw new DkimKeyError(`is not a PEM private key (${reason})`)
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new DkimKeyError(
      `must be an RSA key (nodemailer signs with RSA only); this one is ${key.asymmetricKeyType ?? 'of no known type'}`,
    )
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
  if (bits < MIN_KEY_BITS) {
    throw new DkimKeyError(`must be at least 1024 bits long (2048 is usual); this one is ${bits}`)
  }
  return createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64')
}

export const isDnsName = (name: string) =>
  name.length <= 253 &&
  name.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label))

/** The domain of a From value, whether `site@example.com` or `"Canopy" <site@example.com>`. */
export function addressDomain(from: string): string | undefined {
  const [first] = addressparser(from, { flatten: true })
  const domain = first?.address?.split('@')[1]?.toLowerCase()
  return domain && isDnsName(domain) ? domain : undefined
}

type RecordKind = 'SPF' | 'DKIM' | 'DMARC'

export type DnsRecord = {
  kind: RecordKind
  /** The full DNS name the TXT record goes at. */
  name: string
  value: string
  /** Is a TXT value already published at the name this record? */
  recognises: (published: string) => 'same' | 'other' | undefined
}

const tags = (record: string) =>
  new Map(
    record.split(';').map((part) => {
      const [key = '', ...rest] = part.split('=')
      return [key.trim().toLowerCase(), rest.join('=').replace(/\s+/g, '')] as const
    }),
  )

/**
 * The mechanism that lets the SMTP host send for the domain: a guess the page explains, since
 * only the mail provider knows the include it publishes.
 */
export function spfMechanism(smtpHost: string, fromDomain: string): string {
  const host = smtpHost.replace(/^\[|\]$/g, '').toLowerCase()
  const version = isIP(host)
  if (version !== 0) return `ip${version}:${host}`
  if (host === 'localhost') return 'mx'
  if (host === fromDomain || host.endsWith(`.${fromDomain}`)) return `a:${host}`
  const labels = host.split('.')
  return `include:${labels.length > 2 ? labels.slice(1).join('.') : host}`
}

export const DMARC_REPORTS_MAILBOX = 'dmarc-reports'

/** The three TXT records the sending domain publishes; DKIM only once a key is configured. */
export function senderRecords(sender: MailSender): { domain: string; records: DnsRecord[] } {
  const domain = addressDomain(sender.from) ?? sender.from
  const mechanism = spfMechanism(sender.smtpHost, domain)
  const records: DnsRecord[] = [
    {
      kind: 'SPF',
      name: domain,
      value: `v=spf1 ${mechanism} -all`,
      recognises: (published) => {
        const terms = published.trim().toLowerCase().split(/\s+/)
        if (terms[0] !== 'v=spf1') return undefined
        return terms.includes(mechanism) ? 'same' : 'other'
      },
    },
  ]
  if (sender.dkim) {
    const publicKey = dkimPublicKey(sender.dkim.privateKey)
    records.push({
      kind: 'DKIM',
      name: `${sender.dkim.keySelector}._domainkey.${sender.dkim.domainName}`,
      value: `v=DKIM1; k=rsa; p=${publicKey}`,
      recognises: (published) => {
        const found = tags(published)
        if (!found.has('p')) return undefined
        return found.get('p') === publicKey ? 'same' : 'other'
      },
    })
  }
  records.push({
    kind: 'DMARC',
    name: `_dmarc.${domain}`,
    value: `v=DMARC1; p=quarantine; rua=mailto:${DMARC_REPORTS_MAILBOX}@${domain}`,
    // The policy is the operator's choice; any DMARC record of the domain counts.
    recognises: (published) => (/^v=DMARC1\s*(;|$)/i.test(published.trim()) ? 'same' : undefined),
  })
  return { domain, records }
}

/** A record's value as a zone file writes it: strings of at most 255 characters each. */
export function zoneFileStrings(value: string): string {
  const strings = value.match(/.{1,255}/g) ?? ['']
  return strings.map((part) => `"${part}"`).join(' ')
}

export type DnsAnswer =
  | { state: 'same'; published: string }
  | { state: 'other'; published: string[] }
  | { state: 'missing' }
  | { state: 'unknown'; reason: string }

const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA'])
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''

/**
 * What DNS holds at each record's name. A domain DNS does not know at all makes every answer
 * unknown: a closed network answers that way too, and "missing" would then mislead.
 */
export async function checkRecords(
  domain: string,
  records: readonly DnsRecord[],
  resolveTxt: TxtResolver,
): Promise<DnsAnswer[]> {
  const lookups = await Promise.all(
    [domain, ...records.map((record) => record.name)].map((name) =>
      resolveTxt(name).then(
        (answer) => ({ ok: true as const, values: answer.map((chunks) => chunks.join('')) }),
        (error: unknown) => ({ ok: false as const, code: codeOf(error), error }),
      ),
    ),
  )
  const [apex, ...answers] = lookups
  if (apex && !apex.ok && apex.code === 'ENOTFOUND') {
    const reason = `DNS does not know ${domain}: this server cannot reach DNS, or the domain is not registered`
    return records.map(() => ({ state: 'unknown', reason }))
  }
  return records.map((record, index): DnsAnswer => {
    const lookup = answers[index]
    if (!lookup) return { state: 'missing' }
    if (!lookup.ok) {
      if (NO_SUCH_NAME.has(lookup.code)) return { state: 'missing' }
      return { state: 'unknown', reason: lookup.code || String(lookup.error) }
    }
    const matching = lookup.values.filter((value) => record.recognises(value) !== undefined)
    const same = matching.find((value) => record.recognises(value) === 'same')
    // Two SPF or DMARC records make both invalid, even when one of them is right.
    if (same !== undefined && matching.length === 1) return { state: 'same', published: same }
    if (matching.length > 0) return { state: 'other', published: matching }
    return { state: 'missing' }
  })
}

const DNS_TIMEOUT_MS = 2_000

/** The system's DNS, asked once with a short timeout: the page waits for the answer. */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 })
  return (name) => resolver.resolveTxt(name)
}
