import { CallLink } from '~/components/ui/call-link'

export function CallBox({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-band p-6 text-on-band">
      <h2 className="text-xl font-extrabold text-on-band">{title}</h2>
      <p className="text-on-band-muted">{text}</p>
      <CallLink placement="call-box" className="w-full" />
    </div>
  )
}
