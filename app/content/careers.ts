import file from '../../content/careers.json'
import type { CareersContent } from './schemas'

/** Words of /careers (content/careers.json). */
export const careersContent = file as CareersContent
