import { Fragment } from 'react'
import type { TextPart } from '~/lib/phone-numbers'

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
