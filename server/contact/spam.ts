import { FORM_SHOWN_FIELD, HONEYPOT_FIELD } from '../../app/lib/contact-fields'
import type { ContactSubmission } from './schema'

/**
 * Whether a valid post looks like spam, and why. Spam is kept in the owner's Spam folder, not
 * dropped: the signals are strong ones, so that a real customer is almost never there, and when
 * one is, "Not spam" brings them back. The visitor gets the same success answer either way.
 */
/** Faster than a person reads the form and types a name, an address and a message. */
export const TOO_FAST_MS = 3000
/** More web links than a question about a tree ever needs. */
const MAX_LINKS = 3
const WEB_LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi

export function spamReason(submission: ContactSubmission): string | undefined {
  if (submission[HONEYPOT_FIELD]) return 'Filled in the hidden field only robots see'
  // The page's script says how long the form was on screen; a post without it (sent without
  // script) is not judged by time.
  const shownMs = Number(submission[FORM_SHOWN_FIELD] ?? Number.NaN)
  if (Number.isFinite(shownMs) && shownMs >= 0 && shownMs < TOO_FAST_MS) {
    return `Sent ${(shownMs / 1000).toFixed(1)} s after the form appeared`
  }
  if ((submission.name.match(WEB_LINK) ?? []).length > 0) return 'A web link as the name'
  const links = (submission.comment.match(WEB_LINK) ?? []).length
  if (links >= MAX_LINKS) return `${links} web links in the message`
  return undefined
}
