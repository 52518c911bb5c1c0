import type { CallPlacement } from '~/lib/analytics'
import { ButtonLink } from './button-link'
import { CallLink } from './call-link'

/**
 * The pair of calls to action a page ends on: the call first (the lead the owner wants), then an
 * outlined link to go on reading. The parent lays them out.
 */
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
