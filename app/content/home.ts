import file from '../../content/home.json'
import seoText from '../../content/home-seo-text.md'
import type { HomeContent, HomeFile } from './schemas'

/** Words of the home page sections (content/home.json, long text in content/home-seo-text.md). */
export const homeContent: HomeContent = { ...(file as HomeFile), ...seoText }
