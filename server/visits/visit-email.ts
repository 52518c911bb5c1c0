import { siteConfig } from '../../app/content/site'
import { visitEmailsContent } from '../../app/content/visit-emails'
import { type MailAddress, escapeHtml } from '../leads/email-outbox'
import type { DueVisitMail } from './visit-mail-queries'
import { INVITATION_CONTENT_TYPE, INVITATION_FILE, visitInvitation } from './visit-invitation'
import { visitWhen, zoneAbbreviation } from './visit-words'

const words = visitEmailsContent

/** `{when}`, `{name}`… in the content's words, filled in; an unknown name stays as it is. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/**
 * The visitor's e-mail about a visit: confirmed, moved to another time or declined, with the
 * invitation that puts it in (or takes it off) the visitor's calendar. Typed text is escaped in HTML.
 */
export function visitEmail(mail: DueVisitMail, options: { siteHost: string; stamp: Date }) {
  const when = visitWhen(mail)
  const values = {
    when,
    name: mail.name,
    company: siteConfig.companyName,
    phone: siteConfig.phoneNumber,
  }
  const subject = fill(words.subjects[mail.kind], values)
  const whenLine = `${when} (${zoneAbbreviation(mail.start)})`
  const expect = mail.kind === 'declined' ? [] : words.whatToExpect.paragraphs
  const details: [string, string][] = [[words.when, whenLine]]
  if (mail.address) details.push([words.where, mail.address])
  const signOff = fill(words.signOff, values)

  const text = [
    fill(words.greeting, values),
    words.openings[mail.kind],
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(expect.length > 0 ? [`${words.whatToExpect.heading}\n${expect.join('\n')}`] : []),
    `${words.callPrompt} ${siteConfig.phoneNumber} (${siteConfig.telLink})`,
    signOff,
  ].join('\n\n')

  const html = [
    `<p>${escapeHtml(fill(words.greeting, values))}</p>`,
    `<p>${escapeHtml(words.openings[mail.kind])}</p>`,
    '<table>',
    ...details.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(expect.length > 0
      ? [
          `<h2>${escapeHtml(words.whatToExpect.heading)}</h2>`,
          ...expect.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        ]
      : []),
    `<p>${escapeHtml(words.callPrompt)} <a href="${escapeHtml(siteConfig.telLink)}">${escapeHtml(siteConfig.phoneNumber)}</a></p>`,
    `<p>${escapeHtml(signOff)}</p>`,
  ].join('\n')

  const invitation = visitInvitation({
    leadId: mail.leadId,
    kind: mail.kind,
    start: mail.start,
    end: mail.end,
    sequence: mail.sequence,
    address: mail.address,
    summary: fill(words.event.summary, values),
    description: fill(words.event.description, values),
    siteHost: options.siteHost,
    stamp: options.stamp,
  })
  // As an object, a typed name or address cannot add a recipient or a header (a comma, a line break).
  const to: MailAddress = { name: mail.name, address: mail.email }
  const replyTo: MailAddress = { name: siteConfig.companyName, address: siteConfig.email }
  return {
    to,
    replyTo,
    subject,
    text,
    html,
    attachments: [
      {
        filename: INVITATION_FILE,
        contentType: INVITATION_CONTENT_TYPE,
        content: Buffer.from(invitation, 'utf8'),
      },
    ],
  }
}
