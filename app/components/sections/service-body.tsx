import { Icon } from '~/components/ui/icon'
import { PhoneText } from '~/components/ui/phone-text'
import type { ServicePage } from '~/content/schemas'

export function ServiceBody({ intro, sections }: Pick<ServicePage, 'intro' | 'sections'>) {
  return (
    <>
      {intro.map((paragraph) => (
        <p key={paragraph} className="text-lg">
          <PhoneText text={paragraph} />
        </p>
      ))}
      {sections.map((section, index) => (
        <section
          key={section.heading}
          aria-labelledby={`service-section-${index}`}
          className="mt-4"
        >
          <h2 id={`service-section-${index}`} className="mb-4 text-2xl font-extrabold">
            {section.heading}
          </h2>
          <ul className="flex flex-col gap-3">
            {section.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-brand" />
                <span>
                  <PhoneText text={bullet} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
