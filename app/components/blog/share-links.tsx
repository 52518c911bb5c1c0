import { blogContent } from '~/content/blog'
import { Icon } from '~/components/ui/icon'
import { siteConfig } from '~/content/site'
import { shareLinks } from '~/lib/blog'

export function ShareLinks({ pageUrl, title }: { pageUrl: string; title: string }) {
  const links = shareLinks(pageUrl, title, {
    emailGreeting: blogContent.email.greeting,
    emailIntro: blogContent.email.intro,
    emailFooterText: siteConfig.emailFooterText,
  })
  const linkClass =
    'border-line hover:bg-tint inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold'
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-bold text-muted">{blogContent.shareHeading}:</span>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name="share-2" className="size-4" />
        {blogContent.shareLabels.facebook}
      </a>
      <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name="share-2" className="size-4" />
        {blogContent.shareLabels.linkedin}
      </a>
      <a href={links.email} className={linkClass}>
        <Icon name="mail" className="size-4" />
        {blogContent.shareLabels.email}
      </a>
    </div>
  )
}
