import { useLocation } from 'react-router'
import { contactPath } from './contact-path'

/**
 * Links to the contact page name the page they were on (`/contact?from=/tree-removal`, before any
 * `#contact-form`), so a lead sent without script still says where it came from: the form's post
 * carries that URL as its Referer. Every other link is left as it is.
 */
export function useSourceHref(): (href: string) => string {
  const { pathname } = useLocation()
  return (href) => {
    const [path = href, fragment] = href.split('#', 2)
    if (path !== contactPath || pathname === contactPath) return href
    return `${path}?from=${encodeURIComponent(pathname)}${fragment ? `#${fragment}` : ''}`
  }
}
