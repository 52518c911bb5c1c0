import { contactContent } from '~/content/contact'
import { serviceMenu } from '~/content/services'
import { NOT_SURE, isUrgency } from './contact-fields'

const { extras } = contactContent.form

/** A quote request's service in the owner's words: "tree-removal" → "Tree Removal". */
export function serviceName(slug: string): string {
  if (slug === NOT_SURE) return extras.service.notSure
  return serviceMenu.find((service) => service.slug === slug)?.name ?? slug
}

/** A quote request's urgency as the form put it: "week" → "Within a week". */
export const urgencyName = (urgency: string): string =>
  isUrgency(urgency) ? extras.urgency[urgency] : urgency
