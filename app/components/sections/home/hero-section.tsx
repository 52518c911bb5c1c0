import { CallThenLink } from '~/components/ui/call-then-link'
import { StaticSvg } from '~/components/ui/static-svg'
import type { HomeContent, PageView } from '~/content/schemas'

export function HeroSection({
  page,
  hero,
}: {
  page: PageView
  hero: HomeContent['hero'] & { illustration: string }
}) {
  return (
    <section className="overflow-hidden bg-tint-strong">
      <div className="site-container grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full bg-surface px-4 py-1.5 text-sm font-bold text-brand shadow-sm">
            {hero.callUsText}
          </p>
          <h1 className="text-display font-extrabold tracking-tight">{page.h1}</h1>
          <p className="max-w-xl text-lg text-muted sm:text-xl">{page.subtitle}</p>
          <div className="flex flex-wrap gap-3">
            <CallThenLink placement="hero" to={hero.buttonHref} label={hero.buttonLabel} />
          </div>
        </div>
        <StaticSvg markup={hero.illustration} className="w-full max-w-xl justify-self-center" />
      </div>
    </section>
  )
}
