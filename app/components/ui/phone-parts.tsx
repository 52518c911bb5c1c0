import { Fragment } from 'react'
import type { TextPart } from '~/lib/phone-numbers'

/** Copy split into plain runs and phone numbers; each number is a tel: link, counted as a call. */
export function PhoneParts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.telLink ? (
      <a
        key={index}
        href={part.telLink}
        data-placement="copy"
        className="font-semibold whitespace-nowrap text-brand underline underline-offset-4"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}
