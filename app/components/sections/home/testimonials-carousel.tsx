import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { TestimonialCard } from '~/components/sections/testimonial-card'
import type { Testimonial } from '~/content/schemas'

const slideId = (index: number) => `testimonial-${index + 1}`

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

// Until its script runs the slides scroll natively and the dots are links to them.
export default function TestimonialsCarousel({
  label,
  testimonials,
}: {
  label: string
  testimonials: readonly Testimonial[]
}) {
  const reducedMotion = useReducedMotion()
  const [viewportRef, carousel] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: reducedMotion ? 0 : 25,
  })
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(testimonials.length)

  const onSelect = useCallback(() => {
    if (!carousel) return
    setSelected(carousel.selectedScrollSnap())
    setSnapCount(carousel.scrollSnapList().length)
  }, [carousel])

  useEffect(() => {
    if (!carousel) return
    carousel.on('select', onSelect).on('reInit', onSelect)
    // Slides scrolled natively before the carousel ran (a dot tapped early, a swipe) stay in view.
    const viewport = carousel.rootNode()
    const slideWidth = carousel.slideNodes()[0]?.offsetWidth ?? 0
    if (viewport.scrollLeft > 0 && slideWidth > 0) {
      const index = Math.round(viewport.scrollLeft / slideWidth)
      viewport.scrollLeft = 0
      carousel.scrollTo(index, true)
    }
    return () => {
      carousel.off('select', onSelect).off('reInit', onSelect)
    }
  }, [carousel, onSelect])

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="flex flex-col gap-6"
    >
      <div
        ref={viewportRef}
        // Until the carousel runs, the slides scroll natively: keyboard users can scroll them too.
        tabIndex={carousel ? undefined : 0}
        className={carousel ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
      >
        {/* Each slide's gutter is its padding, undone by the track's margin and by -scroll-ml. */}
        <div data-carousel-track className="-ml-[50px] flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.name}
              id={slideId(index)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start scroll-mt-40 -scroll-ml-[50px] pl-[50px] md:basis-1/2"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className="flex justify-center gap-1">
        {Array.from({ length: snapCount }, (_, index) => (
          // A link to its slide: before the carousel runs, the browser scrolls the native track.
          <a
            key={index}
            href={`#${slideId(index)}`}
            aria-label={`Show testimonial ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={(event) => {
              if (!carousel) return
              event.preventDefault()
              carousel.scrollTo(index)
            }}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={`block h-3 rounded-full transition-all duration-150 ${
                index === selected ? 'w-8 bg-brand' : 'w-3 bg-line group-hover:bg-muted'
              }`}
            />
          </a>
        ))}
      </div>
    </div>
  )
}
