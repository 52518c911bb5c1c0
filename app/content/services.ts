import file from '../../content/services.json'
import type { ServicesFile } from './schemas'

// serviceMenu is the source of the service pages' names, slugs and routes.
export const { featuredServices, serviceMenu, overview: servicesOverview } = file as ServicesFile
