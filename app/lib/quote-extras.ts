import { contactContent } from '~/content/contact'
import { serviceMenu } from '~/content/services'
import { NOT_SURE, isUrgency } from './contact-fields'

const { extras } = contactContent.form

export function serviceName(slug: string): string {
  if (slug === NOT_SURE) return extras.service.notSure
  return serviceMenu.find((service) => service.slug === slug)?.name ?? slug
}

export const urgencyName = (urgency: string): string =>
  isUrgency(urgency) ? extras.urgency[urgency] : urgency
