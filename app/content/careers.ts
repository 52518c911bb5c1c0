import file from '../../content/careers.json'
import type { CareersContent } from './schemas'

export const careersContent = file as CareersContent
