import type { Testimonial } from '~/content/schemas'
import { Icon } from '~/components/ui/icon'

const FIVE_STARS = [1, 2, 3, 4, 5] as const

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
}

// An initials avatar: no fake faces.
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <div role="img" aria-label="Rating: 5 out of 5 stars" className="flex gap-1 text-call">
        {FIVE_STARS.map((star) => (
          <Icon name="star" key={star} className="size-5 fill-current" />
        ))}
      </div>
      <blockquote className="flex-1 text-lg">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        {testimonial.avatarUrl ? (
          <img
            src={testimonial.avatarUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-full"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft font-extrabold text-brand"
          >
            {initials(testimonial.name)}
          </span>
        )}
        <span className="flex flex-col">
          <span className="font-bold">{testimonial.name}</span>
          <span className="text-sm text-muted">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  )
}
