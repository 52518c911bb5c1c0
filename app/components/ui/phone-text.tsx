import { splitPhoneNumbers } from '~/lib/phone-numbers'
import { PhoneParts } from './phone-parts'

/**
 * Copy as the owner wrote it, with every phone number in it made a tel: link: an edit that adds or
 * changes a number in the text keeps it tappable without touching code.
 */
export function PhoneText({ text }: { text: string }) {
  return <PhoneParts parts={splitPhoneNumbers(text)} />
}
