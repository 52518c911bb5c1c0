export const EMAIL_ADDRESS = /([a-z0-9._%+-]+)@([a-z0-9.-]+\.[a-z]{2,})/gi

export type EmailPart = { text: string; email?: { local: string; domain: string } }

export function splitEmailAddresses(text: string): EmailPart[] {
  const parts: EmailPart[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL_ADDRESS)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[0], email: { local: match[1] ?? '', domain: match[2] ?? '' } })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
