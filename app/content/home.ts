import file from '../../content/home.json'
import seoText from '../../content/home-seo-text.md'
import type { HomeContent, HomeFile } from './schemas'

export const homeContent: HomeContent = { ...(file as HomeFile), ...seoText }
