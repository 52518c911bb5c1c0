import nodeIcal, { type VEvent } from 'node-ical'
import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'

type ReceivedMail = { raw: string; to: string[] }

/** A local SMTP server that keeps what it is sent, as a visitor's or owner's mailbox would. */
export async function startMailSink() {
  const received: ReceivedMail[] = []
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          to: session.envelope.rcptTo.map((to) => to.address),
        })
        callback()
      })
    },
  })
  sink.listen(0, '127.0.0.1')
  await once(sink.server, 'listening')
  const address = sink.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  }
}

const decodeQ = (encoded: string) =>
  Buffer.from(
    encoded
      .replaceAll('_', ' ')
      .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
    'latin1',
  ).toString('utf8')

/** The Subject header as the reader's mail program shows it (RFC 2047 words decoded). */
export function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return folded
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_word, text: string) => decodeQ(text))
}

/** The decoded body of the MIME part with this content type (base64 or quoted-printable). */
export function mimePart(raw: string, contentType: string): string {
  const at = raw.indexOf(`Content-Type: ${contentType}`)
  if (at < 0) throw new Error(`no ${contentType} part`)
  const rest = raw.slice(at)
  const headerEnd = rest.search(/\r?\n\r?\n/)
  const headers = rest.slice(0, headerEnd)
  const body =
    rest
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(/\r?\n--/)[0] ?? ''
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return decodeQ(body.replace(/=\r?\n/g, '').replaceAll('_', '=5F'))
  return body
}

/** The events of an iCalendar text, as a calendar program reads them. */
export const eventsOf = (ics: string) =>
  Object.values(nodeIcal.sync.parseICS(ics)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  )

/** "08:00": the wall clock in Springfield at that instant. */
export const chicagoClock = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Chicago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
