import type { CallPlacement } from '~/lib/analytics'
import { ButtonLink } from './button-link'
import { CallLink } from './call-link'

// The call comes first: it is the lead the owner wants.
export function CallThenLink({
  placement,
  to,
  label,
}: {
  placement: CallPlacement
  to: string
  label: string
}) {
  return (
    <>
      <CallLink placement={placement} />
      <ButtonLink to={to} variant="outline">
        {label}
      </ButtonLink>
    </>
  )
}
