import { FORM_SHOWN_FIELD, HONEYPOT_FIELD } from '../../app/lib/contact-fields'
import type { ContactSubmission } from './schema'

// Spam is kept, not dropped: the signals are strong, and "Not spam" brings a real customer back.
export const TOO_FAST_MS = 3000
const MAX_LINKS = 3
const WEB_LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi

export function spamReason(submission: ContactSubmission): string | undefined {
  if (submission[HONEYPOT_FIELD]) return 'Filled in the hidden field only robots see'
  // A post sent without script carries no time and is not judged by it.
  const shownMs = Number(submission[FORM_SHOWN_FIELD] ?? Number.NaN)
  if (Number.isFinite(shownMs) && shownMs >= 0 && shownMs < TOO_FAST_MS) {
    return `Sent ${(shownMs / 1000).toFixed(1)} s after the form appeared`
  }
  if ((submission.name.match(WEB_LINK) ?? []).length > 0) return 'A web link as the name'
  const links = (submission.comment.match(WEB_LINK) ?? []).length
  if (links >= MAX_LINKS) return `${links} web links in the message`
  return undefined
}
