import { useSourceHref } from '~/lib/use-source-href'
import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { CallLink } from '~/components/ui/call-link'
import { CurrentYear } from '~/components/ui/current-year'
import { Logo } from '~/components/ui/logo'
import { useShell } from '~/lib/use-shell'

const footerLinkClass =
  'text-on-band-muted hover:text-on-band inline-flex min-h-8 items-center underline-offset-4 hover:underline'

export function SiteFooter() {
  const { footer } = useShell()
  const sourceHref = useSourceHref()
  return (
    <footer className="bg-band pb-24 text-on-band lg:pb-0">
      <div className="site-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo tone="band" />
          <h2 className="text-xl font-bold text-on-band">{footer.heading}</h2>
          {footer.textBlocks.map((block) => (
            <p key={block} className="text-on-band-muted">
              {block}
            </p>
          ))}
        </div>
        <FooterList heading={footer.servicesHeading}>
          {footer.services.map((service) => (
            <li key={service.id}>
              <Link to={service.path} className={footerLinkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList heading={footer.usefulLinksHeading}>
          {footer.usefulLinks.map((link) => (
            <li key={link.href}>
              <Link to={sourceHref(link.href)} className={footerLinkClass}>
                {link.title}
              </Link>
            </li>
          ))}
        </FooterList>
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-on-band">{footer.hoursHeading}</h2>
          <p className="flex items-center gap-2 text-on-band-muted">
            <Icon name="clock" className="size-5" />
            <span>
              <strong className="text-on-band">{footer.hoursOfOperation}</strong> ·{' '}
              {footer.hoursText}
            </span>
          </p>
          <CallLink placement="footer" variant="compact" className="self-start" />
        </div>
      </div>
      <div className="border-t border-on-band/15">
        <div className="site-container flex flex-wrap items-center justify-between gap-4 py-5 text-sm text-on-band-muted">
          <p>
            © <CurrentYear builtIn={footer.buildYear} /> {footer.footerText}
          </p>
          <a
            href="#top"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold hover:text-on-band"
          >
            <Icon name="arrow-up" className="size-4" />
            {footer.backToTop}
          </a>
        </div>
      </div>
    </footer>
  )
}

function FooterList({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-on-band">{heading}</h2>
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  )
}
