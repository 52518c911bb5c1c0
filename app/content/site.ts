import file from '../../content/site.json'
import { primaryPhone, secondaryPhone } from './phones'
import type { SiteConfig, SiteFile } from './schemas'

export const siteConfig: SiteConfig = {
  ...(file as SiteFile),
  phoneNumber: primaryPhone.display,
  phoneNumberWithDashes: primaryPhone.dashed,
  telLink: primaryPhone.telLink,
  secondaryPhone,
}
