import { INBOX_PATH } from '../../shared/admin-paths'
import {
  DMARC_REPORTS_MAILBOX,
  type DnsAnswer,
  type DnsRecord,
  type MailSender,
  zoneFileStrings,
} from '../leads/mail-auth'
import { InboxLayout } from './layout'

export const EMAIL_SETTINGS_PATH = `${INBOX_PATH}/email`
export const EMAIL_TEST_PATH = `${EMAIL_SETTINGS_PATH}/test`

export type TestResult = { ok: boolean; answer: string } | 'expired'

export type CheckedRecord = { record: DnsRecord; answer: DnsAnswer }

const TITLES = {
  SPF: 'SPF: which servers may send as the domain',
  DKIM: 'DKIM: the key the e-mails are signed with',
  DMARC: 'DMARC: what receivers do with e-mail that fails both',
} as const

/** Related when equal or one is a subdomain of the other, as DMARC's relaxed alignment asks. */
const aligned = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`)

function InDns({ kind, answer }: { kind: DnsRecord['kind']; answer: DnsAnswer }) {
  let text: string
  switch (answer.state) {
    case 'same':
      text =
        kind === 'DMARC'
          ? `published: ${answer.published}`
          : kind === 'DKIM'
            ? 'published, with this server’s key.'
            : `published, and it names this mail server: ${answer.published}`
      break
    case 'other':
      text =
        answer.published.length > 1
          ? `${answer.published.length} ${kind} records are published; receivers count that as an error. Keep one.`
          : kind === 'DKIM'
            ? 'a different key is published at this name: e-mails signed with this server’s key fail. Publish the value below, or set the key that belongs to the published one.'
            : `an SPF record is published but does not name this mail server: ${answer.published[0] ?? ''}. Add the mechanism suggested below to it, unless your mail provider names another.`
      break
    case 'missing':
      text = 'not published yet.'
      break
    case 'unknown':
      text = `couldn’t ask DNS (${answer.reason}).`
  }
  return (
    <p>
      <strong>In DNS:</strong> {text}
    </p>
  )
}

function Explanation({ record, domain }: { record: DnsRecord; domain: string }) {
  switch (record.kind) {
    case 'SPF':
      return (
        <p className="meta">
          The suggestion names the mail server of <code>SMTP_URL</code>; your mail provider’s help
          gives the exact mechanism it publishes (such as <code>include:_spf.google.com</code>): use
          theirs where it differs. If the domain already has an SPF record (an office mailbox, a
          newsletter service), add the mechanism to that one: a domain has one SPF record only.
        </p>
      )
    case 'DKIM':
      return (
        <p className="meta">
          Derived from the configured private key; every lead e-mail carries a signature this record
          verifies. Some DNS providers want the value in one field, others split it into strings of
          255 characters, as a zone file does:{' '}
          <code className="record">{zoneFileStrings(record.value)}</code>
        </p>
      )
    case 'DMARC':
      return (
        <p className="meta">
          Receivers quarantine e-mail from {domain} that passes neither SPF nor DKIM, and send a
          daily report to <code>{`${DMARC_REPORTS_MAILBOX}@${domain}`}</code>: change it to a
          mailbox you read or a report service’s address. If other services send as {domain} and you
          are not sure they are set up, start with <code>p=none</code>.
        </p>
      )
  }
}

function RecordSection({ checked, domain }: { checked: CheckedRecord; domain: string }) {
  const { record, answer } = checked
  const id = `record-${record.kind.toLowerCase()}`
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{TITLES[record.kind]}</h3>
      <InDns kind={record.kind} answer={answer} />
      <dl>
        <dt>Type</dt>
        <dd>TXT</dd>
        <dt>Name</dt>
        <dd>
          <code>{record.name}</code>
        </dd>
        <dt>Value</dt>
        <dd>
          <code className="record">{record.value}</code>
        </dd>
      </dl>
      <Explanation record={record} domain={domain} />
    </section>
  )
}

function Result({ result, to }: { result: TestResult; to: string }) {
  if (result === 'expired') {
    return (
      <p className="notice" role="status">
        The answer to that test is no longer kept. Send another to see it.
      </p>
    )
  }
  if (!result.ok) {
    return (
      <div className="alert" role="alert">
        <p>The test e-mail was not sent. The mail server’s answer:</p>
        <p>
          <code className="record">{result.answer}</code>
        </p>
      </div>
    )
  }
  return (
    <div className="notice" role="status">
      <p>The test e-mail went to {to}. The mail server’s answer:</p>
      <p>
        <code className="record">{result.answer}</code>
      </p>
      <p>
        If it is not in the inbox within minutes, look in the spam folder, and check the DNS records
        below. Its headers say whether DKIM passed (<code>dkim=pass</code>).
      </p>
    </div>
  )
}

export function EmailPage(props: {
  editor: string
  siteEditor: boolean
  mail: { to: string; sender?: MailSender } | undefined
  domain?: string
  records: CheckedRecord[]
  result?: TestResult
}) {
  const { mail } = props
  const dkim = mail?.sender?.dkim
  return (
    <InboxLayout
      title="E-mail alerts"
      section="email"
      editor={props.editor}
      siteEditor={props.siteEditor}
    >
      <h1>E-mail alerts</h1>
      {mail ? (
        <p className="meta">
          Each new lead is e-mailed to {mail.to}. For those e-mails to reach the inbox rather than
          the spam folder, the sending domain publishes the DNS records below.
        </p>
      ) : (
        <p className="alert">
          E-mail alerts are off: the server has no <code>SMTP_URL</code> and{' '}
          <code>NOTIFY_EMAIL</code>. Leads are still kept here in the inbox. Your agency sets them
          (docs/configuration.md).
        </p>
      )}
      {props.result && mail ? <Result result={props.result} to={mail.to} /> : null}
      {mail ? (
        <section className="card" aria-labelledby="sending-heading">
          <h2 id="sending-heading">How the alerts are sent</h2>
          <dl>
            <dt>From</dt>
            <dd>{mail.sender?.from ?? mail.to}</dd>
            <dt>To</dt>
            <dd>{mail.to}</dd>
            {mail.sender ? (
              <>
                <dt>Mail server</dt>
                <dd>{mail.sender.smtpHost}</dd>
              </>
            ) : null}
            <dt>DKIM signature</dt>
            <dd>
              {dkim
                ? `On: domain ${dkim.domainName}, selector ${dkim.keySelector}`
                : 'Off: set DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) and DKIM_SELECTOR'}
            </dd>
          </dl>
          {dkim && props.domain && !aligned(dkim.domainName, props.domain) ? (
            <p className="alert">
              The DKIM domain {dkim.domainName} is not the From address’s domain {props.domain}:
              DMARC does not count such a signature. Set <code>DKIM_DOMAIN</code> to {props.domain}{' '}
              or leave it unset.
            </p>
          ) : null}
          <form method="post" action={EMAIL_TEST_PATH} className="actions">
            <button type="submit">Send a test e-mail</button>
          </form>
        </section>
      ) : null}
      {props.domain ? (
        <section className="card" aria-labelledby="records-heading">
          <h2 id="records-heading">DNS records for {props.domain}</h2>
          <p className="meta">
            Add each as a TXT record where the domain’s DNS is managed (your registrar or DNS host).
            Changes can take an hour or more to show here.{' '}
            <a href={EMAIL_SETTINGS_PATH}>Check again</a>
          </p>
          {props.records.map((checked) => (
            <RecordSection
              key={checked.record.kind}
              checked={checked}
              domain={props.domain ?? ''}
            />
          ))}
          {dkim ? null : (
            <p className="meta">
              DKIM is not set up: make a key with <code>openssl genrsa -out dkim.pem 2048</code>,
              give its path in <code>DKIM_PRIVATE_KEY_FILE</code> and a name such as{' '}
              <code>canopy2027</code> in <code>DKIM_SELECTOR</code>, and restart the server; its
              record then shows here.
            </p>
          )}
        </section>
      ) : null}
    </InboxLayout>
  )
}
