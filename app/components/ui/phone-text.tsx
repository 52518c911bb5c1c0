import { splitPhoneNumbers } from '~/lib/phone-numbers'
import { PhoneParts } from './phone-parts'

// Numbers in the owner's copy become tel: links, so an edited number stays tappable.
export function PhoneText({ text }: { text: string }) {
  return <PhoneParts parts={splitPhoneNumbers(text)} />
}
