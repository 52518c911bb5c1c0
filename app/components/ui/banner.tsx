import { primaryPhone, secondaryPhone } from '~/content/phones'
import { Icon } from './icon'
import type { Banner as BannerContent } from '~/content/schemas'

function bannerPhone(banner: BannerContent) {
  return banner.phone === 'secondary' ? secondaryPhone : primaryPhone
}

export function Banner({ banner, id }: { banner: BannerContent; id: string }) {
  const phone = bannerPhone(banner)
  return (
    <section aria-labelledby={id} className="bg-band text-on-band">
      <div className="site-container flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <h2 id={id} className="max-w-2xl text-2xl font-extrabold text-on-band sm:text-3xl">
          {banner.title}
        </h2>
        <a
          href={phone.telLink}
          data-placement="banner"
          className="group flex min-h-12 shrink-0 items-center gap-4 rounded-2xl bg-call px-6 py-4 text-on-call hover:bg-call-hover"
        >
          <Icon name="phone" className="size-8 shrink-0" />
          <span className="flex flex-col">
            <span className="text-sm font-bold tracking-wide uppercase">{banner.phoneHeading}</span>
            <span className="text-2xl font-black whitespace-nowrap">{phone.display}</span>
          </span>
        </a>
      </div>
    </section>
  )
}
