import { CallThenLink } from '~/components/ui/call-then-link'
import { noticesContent } from '~/content/notices'

const { notFound } = noticesContent

// Both readings of the spec; the other subtitle is the meta description (not-found.tsx).
export function NotFoundView() {
  return (
    <section className="site-container flex flex-col items-center gap-6 py-16 text-center sm:py-24">
      <p className="text-8xl font-black tracking-tighter text-brand sm:text-9xl">{notFound.code}</p>
      <h1 className="max-w-3xl text-display font-extrabold">{notFound.heading}</h1>
      <p className="max-w-2xl text-lg text-muted">{notFound.subtitles[0]}</p>
      <p className="font-semibold">{notFound.callPrompt}</p>
      <div className="flex flex-wrap justify-center gap-4">
        <CallThenLink placement="not-found" to="/" label={notFound.backHome} />
      </div>
    </section>
  )
}
