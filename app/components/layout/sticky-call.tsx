import { CallLink } from '~/components/ui/call-link'
import { useShell } from '~/lib/use-shell'

export function StickyCall() {
  const { stickyCall } = useShell()
  return (
    <aside
      aria-label={stickyCall}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 p-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <CallLink placement="sticky" label={stickyCall} showNumber={false} className="w-full" />
    </aside>
  )
}
