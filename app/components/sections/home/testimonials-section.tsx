import { Island } from '~/islands/island'
import { Section, SectionIntro } from '~/components/ui/section'
import { homeContent } from '~/content/home'
import { testimonials } from '~/content/testimonials'
import TestimonialsCarousel from './testimonials-carousel'

export default function TestimonialsSection() {
  return (
    <Section labelledBy="testimonials-heading">
      <SectionIntro id="testimonials-heading" intro={homeContent.testimonials} />
      <Island
        name="testimonials"
        component={TestimonialsCarousel}
        props={{ label: homeContent.testimonials.subTitle, testimonials }}
      />
    </Section>
  )
}
