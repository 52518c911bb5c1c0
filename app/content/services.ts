import file from '../../content/services.json'
import type { ServicesFile } from './schemas'

/**
 * The nine service cards, the service menu (the source of the service pages' names, slugs and routes)
 * and the words of /services (content/services.json). Each page's long copy is content/services/<slug>.md.
 */
export const { featuredServices, serviceMenu, overview: servicesOverview } = file as ServicesFile
