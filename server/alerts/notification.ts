import { serviceName, urgencyName } from '../../app/lib/quote-extras'
import { INBOX_PATH } from '../../shared/admin-paths'
import type { Lead } from '../leads/types'
import type { AlertKind } from './alert-queries'

/** What the service worker shows (server/alerts/browser/service-worker.ts reads it). */
export type PushPayload = {
  title: string
  body: string
  url: string
  tag: string
  renotify: boolean
  /** Leads in the inbox not opened yet, for the installed app's icon badge. */
  unopened: number
}

const NAME_MAX_LENGTH = 80
const FIRST_WORDS_MAX_LENGTH = 120
// The property's street: where the job is, short enough for a lock screen's line.
const ADDRESS_MAX_LENGTH = 60

function firstWords(text: string, max = FIRST_WORDS_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : flat.slice(0, max)).replace(/[\s,.;:]+$/, '')}…`
}

/** The lead's name, what and how urgent, where if given, and the message's first words. */
export function pushPayload(
  kind: AlertKind,
  lead: Lead | undefined,
  unopened: number,
): PushPayload {
  if (!lead) {
    return {
      title: 'Test alert',
      body: 'Alerts reach this device. A new lead will look like this.',
      url: INBOX_PATH,
      tag: 'test',
      renotify: true,
      unopened,
    }
  }
  const name = lead.name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH)
  const emergency = lead.urgency === 'emergency'
  const title =
    kind === 'emergency'
      ? `Emergency, still unopened: ${name}`
      : kind === 'reminder'
        ? `Still new: ${name}`
        : `${emergency ? 'Emergency' : 'New lead'}: ${name}`
  const facts = [
    lead.service ? serviceName(lead.service) : '',
    lead.urgency ? urgencyName(lead.urgency) : '',
    lead.address ? firstWords(lead.address, ADDRESS_MAX_LENGTH) : '',
  ].filter(Boolean)
  return {
    title,
    body: [facts.join(' · '), firstWords(lead.comment)].filter(Boolean).join('\n'),
    url: `${INBOX_PATH}/${lead.id}`,
    tag: lead.id,
    renotify: kind !== 'new',
    unopened,
  }
}
