import { useLocation } from 'react-router'
import { contactPath } from './contact-path'

// A lead sent without script still names its page: the form's post carries this URL as its Referer.
export function useSourceHref(): (href: string) => string {
  const { pathname } = useLocation()
  return (href) => {
    const [path = href, fragment] = href.split('#', 2)
    if (path !== contactPath || pathname === contactPath) return href
    return `${path}?from=${encodeURIComponent(pathname)}${fragment ? `#${fragment}` : ''}`
  }
}
