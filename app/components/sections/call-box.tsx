import { CallLink } from '~/components/ui/call-link'
import { servicesOverview } from '~/content/services'

/** 'Need tree service? Call Us Today': the call box beside every service page. */
export function CallBox() {
  const { callBox } = servicesOverview
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-band p-6 text-on-band">
      <h2 className="text-xl font-extrabold text-on-band">{callBox.title}</h2>
      <p className="text-on-band-muted">{callBox.text}</p>
      <CallLink placement="call-box" className="w-full" />
    </div>
  )
}
