// Content modules import only types from here, so zod never reaches the browser.
import { z } from 'zod'
import { EMAIL_ADDRESS } from '../lib/email-addresses'
import { dialledDigits, splitPhoneNumbers } from '../lib/phone-numbers'

const text = z.string().trim().min(1, 'must not be empty')
const internalPath = z
  .string()
  .regex(
    /^\/[a-z0-9\-/.]*(#[a-z0-9-]+)?$/,
    'must be a site path starting with "/" (lower case, no query; a #part may follow)',
  )
const telLink = z.string().regex(/^tel:\+1\d{10}$/, 'must look like tel:+12175550142')

export const iconNames = [
  'axe',
  'shovel',
  'scissors',
  'sprout',
  'stethoscope',
  'tree',
  'trees',
  'clipboard',
  'siren',
  'tractor',
  'shield',
  'clock',
  'star',
  'phone',
  'mail',
  'map-pin',
  'users',
  'leaf',
  'badge-check',
  'hard-hat',
  'dollar',
  'heart-handshake',
  'truck',
  'recycle',
] as const
const iconNameSchema = z.enum(iconNames)

export const illustrationNames = [
  'tree-removal',
  'tree-trimming',
  'tree-pruning',
  'stump-grinding',
  'tree-health',
  'tree-planting',
  'arborist',
  'emergency',
  'land-clearing',
  'crew',
  'hero',
] as const
const illustrationNameSchema = z.enum(illustrationNames)

const phoneSchema = z.object({
  display: text,
  dashed: z.string().regex(/^\d{3}-\d{3}-\d{4}$/, 'must look like 217-555-0142'),
  telLink,
})

const navLinkSchema = z.object({
  title: text,
  href: internalPath,
  hideFromTopNav: z.boolean().optional(),
})

const footerLinkSchema = z.object({ title: text, href: internalPath })

const siteConfigSchema = z.object({
  companyName: text,
  legalName: text,
  hoursOfOperation: z.literal('24/7'),
  emergencyResponse: text,
  city: text,
  region: z.string().length(2, 'must be a two-letter state code'),
  postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
  streetAddress: text,
  // The clock for when a lead came, in the owner's inbox and e-mail.
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'must be a time zone such as America/Chicago'),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  areaServed: z.array(text).min(1),
  priceRange: text,
  email: z.email(),
  phoneNumber: text,
  phoneNumberWithDashes: z.string().regex(/^\d{3}-\d{3}-\d{4}$/, 'must look like 217-555-0142'),
  telLink,
  // Kept on purpose: the specification's copy uses it.
  secondaryPhone: phoneSchema,
  homepage: z.url().refine((url) => !url.endsWith('/'), 'must not end with "/"'),
  keywords: z.array(text).min(1),
  footerText: text,
  emailFooterText: text,
  ogImage: internalPath,
  logoAlt: text,
  navLinks: z.array(navLinkSchema).min(1),
})

const metaDataSchema = z.object({ title: text, description: text, siteName: text })

const pageConfigSchema = z.object({
  url: internalPath,
  metaData: metaDataSchema,
  h1: text,
  h2: text.optional(),
  subtitle: text,
  body: z.array(text).optional(),
  content: z.array(text).optional(),
  closingText: text.optional(),
})

const featuredServiceSchema = z.object({
  id: text,
  name: text,
  description: text,
  icon: iconNameSchema,
  path: internalPath,
  linkTitle: text.optional(),
})

const bulletSectionSchema = z.object({ heading: text, bullets: z.array(text).min(3) })

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be a lower-case slug')

const serviceMenuItemSchema = z.object({ slug, name: text })

export const servicePageSchema = z.object({
  slug,
  illustration: illustrationNameSchema,
  intro: z.array(text).min(1),
  sections: z.array(bulletSectionSchema).min(3),
  callToAction: text,
})

const faqSchema = z.object({ question: text, answer: text })

const testimonialSchema = z.object({
  avatarUrl: z.string(),
  name: text,
  logo: z.literal(''),
  title: text,
  quote: text,
})

export const blogPostMetaSchema = z.object({
  // Built-in posts have numeric ids; the build fills a new post's from its file name.
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a number or a lower-case slug'),
  slug,
  title: text,
  metaTitle: text,
  excerpt: text,
  tags: z.array(text).min(1),
  metaDescription: text,
  lastModified: z.iso.datetime({ offset: true }),
  // Without one, the post's image is chosen by its id.
  image: z
    .string()
    .regex(
      /^\/images\/(blog\/[\w.-]+\.svg|uploads\/[\w.-]+\.(png|jpe?g|webp|avif))$/i,
      'must be a photo uploaded to /images/uploads/ (JPEG, PNG, WebP or AVIF) or a drawing in /images/blog/',
    )
    .optional(),
  imageAlt: text,
})

// A button must reach the number shown, or an edited number leaves it dialling the old one.
function linkShownProblem(link: string | undefined, lines: readonly string[]): string | undefined {
  if (link?.startsWith('tel:')) {
    const numbers = lines.flatMap(splitPhoneNumbers).filter((part) => part.telLink)
    if (
      numbers.length > 0 &&
      !numbers.some((number) => dialledDigits(number.text) === dialledDigits(link))
    ) {
      const shown = numbers.map((number) => number.text).join(' or ')
      return `dials ${link.slice('tel:'.length)} but the block shows ${shown}: make them the same number`
    }
  }
  if (link?.startsWith('mailto:')) {
    const address = link.slice('mailto:'.length).split('?')[0] ?? ''
    const shown = lines.flatMap((line) => line.match(EMAIL_ADDRESS) ?? [])
    if (shown.length > 0 && !shown.some((email) => email.toLowerCase() === address.toLowerCase())) {
      return `writes to ${address} but the block shows ${shown.join(' or ')}: make them the same address`
    }
  }
  return undefined
}

const contactBlockSchema = z
  .object({
    id: text,
    iconClass: iconNameSchema,
    heading: text,
    infoBody01: text,
    infoBody02: text.optional(),
    infoBody03: text.optional(),
    link: z
      .string()
      .regex(/^(tel:|mailto:|\/|https:\/\/)/, 'must be a tel:, mailto:, / or https:// link')
      .optional(),
    cta: text.optional(),
  })
  .superRefine((block, context) => {
    const lines = [block.infoBody01, block.infoBody02, block.infoBody03].filter(
      (line) => line !== undefined,
    )
    const problem = linkShownProblem(block.link, lines)
    if (problem) context.addIssue({ code: 'custom', path: ['link'], message: problem })
  })

const statSchema = z.object({ value: text, label: text, icon: iconNameSchema })
const blurbSchema = z.object({ title: text, text, icon: iconNameSchema })
const proseSectionSchema = z.object({ heading: text, paragraphs: z.array(text).min(1) })

export type IconName = z.infer<typeof iconNameSchema>
export type IllustrationName = z.infer<typeof illustrationNameSchema>
export type Phone = z.infer<typeof phoneSchema>
export type SiteConfig = z.infer<typeof siteConfigSchema>
export type MetaData = z.infer<typeof metaDataSchema>
export type PageConfig = z.infer<typeof pageConfigSchema>
export type PageView = Omit<PageConfig, 'metaData' | 'url'>
export type FeaturedService = z.infer<typeof featuredServiceSchema>
export type ServiceMenuItem = z.infer<typeof serviceMenuItemSchema>
export type ServicePage = z.infer<typeof servicePageSchema>
export type Faq = z.infer<typeof faqSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type ContactBlock = z.infer<typeof contactBlockSchema>
export type Stat = z.infer<typeof statSchema>
export type ProseSection = z.infer<typeof proseSectionSchema>

/* ---- Page-specific content ------------------------------------------------------------------ */

const bannerSchema = z.object({
  title: text,
  phoneHeading: text,
  phone: z.enum(['primary', 'secondary']),
})

const callCardSchema = z.object({ title: text, text, buttonLabel: text, bookOnlineLabel: text })
const sectionIntroSchema = z.object({ subTitle: text, title: text, description: text })

export const layoutContentSchema = z.object({
  skipLink: text,
  badge: text,
  requestQuote: z.object({ label: z.literal('Request Free Quote'), href: internalPath }),
  callLabel: text,
  servicesToggleLabel: text,
  menuOpenLabel: text,
  menuCloseLabel: text,
  primaryNavLabel: text,
  stickyCall: z.literal('Free Consultation Today!'),
  footer: z.object({
    heading: text,
    textBlocks: z.tuple([text, text]),
    servicesHeading: z.literal('Our Services'),
    usefulLinksHeading: z.literal('Useful Links'),
    usefulLinks: z.array(footerLinkSchema).min(3),
    hoursHeading: text,
    hoursText: text,
    backToTop: text,
  }),
  map: z.object({ title: text, heading: text, openInMapsLabel: text }),
})

export const noticesContentSchema = z.object({
  notFound: z.object({
    code: z.literal('404'),
    heading: z.literal("Oh no, you found a page that's missing its roots"),
    subtitles: z.tuple([
      z.literal('Sorry, the page you are looking for does not exist.'),
      z.literal("Oops! The page you're looking for could not be found..."),
    ]),
    documentTitle: z.literal('Page Not Found'),
    callPrompt: text,
    backHome: z.literal('Back To Home Page'),
  }),
  errorPage: z.object({ heading: z.literal('Unexpected Application Error!'), backHome: text }),
  toast: z.object({ close: text }),
})

const homeContentSchema = z.object({
  hero: z.object({
    callUsText: text,
    buttonLabel: z.literal('Contact Us Today'),
    buttonHref: internalPath,
  }),
  stats: z.array(statSchema).length(4),
  reasons: z.object({ heading: text, items: z.array(blurbSchema).length(4) }),
  featuredServices: sectionIntroSchema,
  seoText: z.array(proseSectionSchema).min(3),
  faq: z.object({ title: text, description: text }),
  closingBanner: bannerSchema,
  freeEstimate: callCardSchema,
  testimonials: sectionIntroSchema,
  map: z.object({ heading: text, text }),
  callButtonLabel: text,
})

const servicesOverviewSchema = z.object({
  intro: z.array(text).min(1),
  sideMenuHeading: text,
  callBox: z.object({
    title: z.literal('Need tree service? Call Us Today'),
    text,
    bookOnlineLabel: text,
  }),
  readMoreLabel: text,
})

export const aboutContentSchema = z.object({
  experience: z.object({
    heading: text,
    paragraphs: z.array(text).min(2),
    linkLabel: z.literal('See our services'),
  }),
  callBanner: bannerSchema,
  badges: z
    .array(z.object({ label: text, text, icon: iconNameSchema }))
    .min(3)
    .max(6),
  commitment: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  serviceList: z.object({ heading: text, items: z.array(text).length(7) }),
})

export const careersContentSchema = z.object({
  sections: z.array(proseSectionSchema).min(2),
  perks: z.object({ heading: text, items: z.array(blurbSchema).min(3) }),
  reachOut: z.object({ heading: z.literal('Reach out to us'), text, buttonLabel: text }),
})

export const contactContentSchema = z.object({
  intro: z.array(text).min(1),
  valuePropositions: z.array(blurbSchema).length(5),
  contactBlocks: z.array(contactBlockSchema).min(3),
  form: z.object({
    heading: text,
    text,
    submitLabel: text,
    sendingLabel: text,
    requiredNote: text,
    fields: z.object({
      name: z.object({ label: text, placeholder: z.literal('Your Name*') }),
      email: z.object({ label: text, placeholder: z.literal('Email Address*') }),
      phone: z.object({ label: text, placeholder: z.literal('Phone Number') }),
      comment: z.object({ label: text, placeholder: z.literal('Message Here*') }),
    }),
    honeypotLabel: text,
    extras: z.object({
      photos: z.object({
        label: text,
        hint: text,
        photoLabel: text.regex(/\{n\}/, 'must contain {n}, where the number goes'),
        add: text,
        remove: text.regex(/\{n\}/, 'must contain {n}, where the number goes'),
        progress: text,
      }),
      service: z.object({ label: text, choose: text, notSure: text }),
      urgency: z.object({
        label: text,
        emergency: text,
        week: text,
        flexible: text,
        callNow: text,
      }),
    }),
    // The visit picker: only on the Node server, which knows the open windows.
    visit: z.object({
      legend: text,
      hint: text,
      noPreference: text,
      addressLabel: text,
      addressHint: text,
      problems: z.object({ address: text, window: text }),
      // When the picked window went to another visitor between the page and the post.
      taken: text,
      bookLabel: text,
      // "{when}" is the window: "Tuesday, December 8, 8:00 – 10:00 AM".
      booked: text.regex(/\{when\}/, 'must contain {when}, where the time goes'),
      noTimes: text,
    }),
    // "{n}" is the photo's number, "{max}" the size limit in MB.
    photoProblems: z.object({
      notPicture: text,
      // More pixels, or a longer side, than the server reads.
      tooManyPixels: text,
      tooLarge: text,
      empty: text,
      tooMany: text,
      // "{total}" is the photos' total limit in MB.
      tooLargeAll: text,
      // For a page that comes back without script: file inputs cannot keep their files.
      attachAgain: text,
    }),
    // Stored without its photos (too many photos today, a full disk).
    photosNotKept: text,
    // After sending: it stays on the page, and the thank-you page says the same.
    sent: z.object({
      heading: text,
      reply: text,
      // Followed by the call link; never promises a reply by a later day.
      emergency: text,
      photosAsk: text,
      photosSent: text,
    }),
    // "{max}" stands for the length limit.
    problems: z.object({
      required: text,
      tooLong: text.regex(/\{max\}/, 'must contain {max}, where the limit goes'),
      email: text,
      oneLine: text,
    }),
    // The phone number follows each.
    outcomes: z.object({
      fields: text,
      tooLarge: text,
      tooFast: text,
      unavailable: text,
      failed: text,
    }),
    errorPage: z.object({ title: text, back: text }),
  }),
  freeEstimate: callCardSchema,
  closingBanner: bannerSchema,
})

export type Banner = z.infer<typeof bannerSchema>
export type CallCard = z.infer<typeof callCardSchema>
export type SectionIntro = z.infer<typeof sectionIntroSchema>
export type LayoutContent = z.infer<typeof layoutContentSchema>
export type NoticesContent = z.infer<typeof noticesContentSchema>
export type HomeContent = z.infer<typeof homeContentSchema>
export type AboutContent = z.infer<typeof aboutContentSchema>
export type CareersContent = z.infer<typeof careersContentSchema>
export type ContactContent = z.infer<typeof contactContentSchema>

export const blogContentSchema = z.object({
  readMore: text,
  updatedLabel: text,
  shareHeading: text,
  shareLabels: z.object({ facebook: text, linkedin: text, email: text }),
  email: z.object({ greeting: text, intro: text }),
  callButton: z.literal('Call to schedule a FREE consultation'),
  recentPostsHeading: z.literal('Recent Posts'),
  emptyList: text,
  rssTitle: text,
  rssDescription: text,
})
export type BlogContent = z.infer<typeof blogContentSchema>

/* ---- Built-in blog articles ------------------------------------------------------------------ */

const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(2) }),
  z.object({ type: z.literal('tip'), title: text, text }),
])
export type ArticleBlock = z.infer<typeof articleBlockSchema>

/* ---- Content files: what each file under content/ holds ------------------------------------- */

// The slug is the file's name.
export const blogPostFileSchema = blogPostMetaSchema.extend({
  blocks: z.array(articleBlockSchema).min(1, 'the post needs some text'),
})
// The specification names these posts: they must stay.
const BUILT_IN_POST_IDS = ['1', '2', '3', '4'] as const
export const blogPostFolderSchema = z
  .array(blogPostFileSchema)
  .refine(
    (posts) => BUILT_IN_POST_IDS.every((id) => posts.some((post) => post.id === id)),
    'the four built-in posts (ids 1 to 4) must stay',
  )
  .refine(
    (posts) => new Set(posts.map((post) => post.id)).size === posts.length,
    'two posts have the same id',
  )

/** Words of the visitor's visit e-mails; `{when}` and the like are filled in by the server. */
const withPlaceholder = (placeholder: string) =>
  text.refine((value) => value.includes(placeholder), `must contain ${placeholder}`)
const byVisitMailKind = (placeholder?: string) => {
  const line = placeholder ? withPlaceholder(placeholder) : text
  return z.object({ confirmed: line, moved: line, declined: line })
}
export const visitEmailsContentSchema = z.object({
  subjects: byVisitMailKind('{when}'),
  greeting: withPlaceholder('{name}'),
  openings: byVisitMailKind(),
  when: text,
  where: text,
  whatToExpect: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  callPrompt: text,
  signOff: text,
  event: z.object({ summary: text, description: withPlaceholder('{phone}') }),
})

export const phonesFileSchema = z.object({ primary: phoneSchema, secondary: phoneSchema })
export const siteFileSchema = siteConfigSchema.omit({
  phoneNumber: true,
  phoneNumberWithDashes: true,
  telLink: true,
  secondaryPhone: true,
})
// The metadata rule falls back on these four pages, so they must exist.
export const pagesFileSchema = z
  .object({
    home: pageConfigSchema,
    services: pageConfigSchema,
    blog: pageConfigSchema,
    contact: pageConfigSchema,
  })
  .catchall(pageConfigSchema)
export const servicesFileSchema = z.object({
  featuredServices: z.array(featuredServiceSchema).length(9),
  serviceMenu: z.array(serviceMenuItemSchema).length(9),
  overview: servicesOverviewSchema,
})
export const faqFileSchema = z.object({ faq: z.array(faqSchema).length(20) })
export const testimonialsFileSchema = z.object({
  testimonials: z.array(testimonialSchema).length(3),
})
export const homeFileSchema = homeContentSchema.omit({ seoText: true })
export const homeSeoTextFileSchema = homeContentSchema.pick({ seoText: true })

export type BlogPostFile = z.infer<typeof blogPostFileSchema>
export type PhonesFile = z.infer<typeof phonesFileSchema>
export type VisitEmailsContent = z.infer<typeof visitEmailsContentSchema>
export type SiteFile = z.infer<typeof siteFileSchema>
export type PagesFile = z.infer<typeof pagesFileSchema>
export type ServicesFile = z.infer<typeof servicesFileSchema>
export type FaqFile = z.infer<typeof faqFileSchema>
export type TestimonialsFile = z.infer<typeof testimonialsFileSchema>
export type HomeFile = z.infer<typeof homeFileSchema>
