import file from '../../content/site.json'
import { primaryPhone, secondaryPhone } from './phones'
import type { SiteConfig, SiteFile } from './schemas'

/** The company's facts (content/site.json), with the numbers of content/phones.json. */
export const siteConfig: SiteConfig = {
  ...(file as SiteFile),
  phoneNumber: primaryPhone.display,
  phoneNumberWithDashes: primaryPhone.dashed,
  telLink: primaryPhone.telLink,
  secondaryPhone,
}
