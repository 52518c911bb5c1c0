import { MapSection } from '~/components/layout/map-embed'
import { ButtonLink } from '~/components/ui/button-link'
import { CallLink } from '~/components/ui/call-link'
import { homeContent } from '~/content/home'
import { pages } from '~/content/pages'
import { metaTags } from '~/lib/meta-tags'
import type { RouteHandle } from '~/lib/route-handle'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export const handle: RouteHandle = { ownMap: true }

export default function Home() {
  const { hero } = homeContent
  return (
    <>
      <section className="bg-tint-strong">
        <div className="site-container flex flex-col gap-5 py-14 sm:py-20">
          <p className="font-bold text-muted">{hero.callUsText}</p>
          <h1 className="max-w-3xl text-display font-extrabold tracking-tight">{pages.home.h1}</h1>
          <p className="max-w-2xl text-lg text-muted sm:text-xl">{pages.home.subtitle}</p>
          <div className="flex flex-wrap gap-4">
            <ButtonLink to={hero.buttonHref}>{hero.buttonLabel}</ButtonLink>
            <CallLink placement="hero" />
          </div>
        </div>
      </section>
      <MapSection heading={homeContent.map.heading} text={homeContent.map.text} />
    </>
  )
}
