import { Banner } from '~/components/ui/banner'
import { CallCard } from '~/components/ui/call-card'
import { CrewIllustration } from '~/components/illustrations/crew'
import { homeContent } from '~/content/home'

export default function ClosingSection() {
  return (
    <>
      <Banner banner={homeContent.closingBanner} id="closing-banner-heading" />
      <div className="bg-tint py-14 sm:py-20">
        <div className="site-container grid items-center gap-10 md:grid-cols-2">
          <CallCard card={homeContent.freeEstimate} id="free-estimate-heading" />
          <CrewIllustration className="h-auto w-full max-w-md justify-self-center" />
        </div>
      </div>
    </>
  )
}
