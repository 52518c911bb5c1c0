import type {
  CmsBackend,
  CmsCollection,
  CmsCollectionFile,
  CmsConfig,
  CmsField,
} from 'decap-cms-core'
import {
  POSTS_FOLDER,
  SERVICE_PAGES_FOLDER,
  contentFiles,
  readContentFile,
} from '../../app/content/files.server'
import { blogPostMetaSchema, illustrationNames } from '../../app/content/schemas'
import { UPLOADS_PATH } from '../../app/lib/blog'
import { CMS_LOCAL_BACKEND, siteServerBackend } from '../../shared/admin-paths'
import {
  POSTS_COLLECTION,
  SERVICE_PAGES_COLLECTION,
  SETTINGS_COLLECTION,
  TIP_COMPONENT,
} from '../config-names'
import { type Labels, fieldsForFile, plainWords } from './fields'

const PUBLIC_MEDIA_FOLDER = UPLOADS_PATH.replace(/\/$/, '')
const MEDIA_FOLDER = `public${PUBLIC_MEDIA_FOLDER}`

// Only what the pages can show: paragraphs, "##" headings, bullet lists, tips.
const bodyField = (label: string, hint: string): CmsField => ({
  name: 'body',
  label,
  hint,
  widget: 'markdown',
  buttons: ['heading-two', 'bulleted-list'],
  editor_components: [TIP_COMPONENT],
  modes: ['rich_text', 'raw'],
})

const labels: Labels = {
  h1: 'Main heading (h1)',
  h2: 'Second heading',
  metaData: 'Search result and social card',
  'metaData.title': 'Title in search results and browser tabs',
  'metaData.description': 'Description in search results',
  'metaData.siteName': 'Site name on social cards',
  body: 'Opening paragraphs',
  content: 'More paragraphs',
  closingText: 'Closing sentence',
  url: 'Page address (set by the site)',
  telLink: 'Phone link (tel:+1 and ten digits)',
  dashed: 'Number with dashes',
  display: 'Number as shown',
  infoBody01: 'First line',
  infoBody02: 'Second line',
  infoBody03: 'Third line',
  cta: 'Link text',
  iconClass: 'Icon',
  subTitle: 'Small heading above',
  phoneHeading: 'Words above the phone number',
  phone: 'Which number (primary or secondary)',
  linkTitle: 'Link text',
  imageAlt: 'Describe the image (for people who cannot see it)',
  metaTitle: 'Title in search results',
  metaDescription: 'Description in search results',
  lastModified: 'Date',
  excerpt: 'Short summary (shown on cards)',
  hideFromTopNav: 'Hide from the top menu',
  ogImage: 'Image shown when the site is shared',
  homepage: 'Web address of the site',
  tooLong: 'Too long (keep {max} where the limit goes)',
  avatarUrl: 'Photo address (may be empty)',
  logo: 'Logo (kept empty)',
  href: 'Links to (a page address such as /contact)',
  buttonHref: 'Button links to (a page address)',
  path: 'Links to (a page address)',
  id: 'Short name (unique, lower case)',
  slug: 'Page address (a service page with this name must exist)',
  region: 'State (two letters)',
  geo: 'Map position',
  areaServed: 'Towns served',
  priceRange: 'Price range ($ to $$$$)',
  keywords: 'Search keywords',
  emailFooterText: 'Last line of shared e-mails',
  logoAlt: 'Logo description (for people who cannot see it)',
  navLinks: 'Menu links',
  textBlocks: 'Paragraphs',
  callUsText: 'Call-us line above the heading',
  honeypotLabel: 'Label of the hidden anti-spam field',
  problems: 'What a refused field says',
  outcomes: 'What the visitor is told when a message was not sent',
  sent: 'What the visitor is told after sending',
  bookOnlineLabel: 'Link text to book a free estimate online (opens the form)',
}

const fileLabels: Record<string, string> = {
  'site.json': 'Company facts and menu',
  'phones.json': 'Phone numbers',
  'layout.json': 'Header, menu and footer',
  'notices.json': 'Page not found, errors and messages',
  'pages.json': 'Page titles, headings and search descriptions',
  'services.json': 'Service cards, service menu and /services',
  'faq.json': 'FAQ (20 questions)',
  'testimonials.json': 'Testimonials (3)',
  'home.json': 'Home page sections',
  'home-seo-text.md': 'Home page long text',
  'about.json': 'About page',
  'careers.json': 'Careers page',
  'contact.json': 'Contact page and form',
  'blog.json': 'Blog words (cards, sharing, Recent Posts)',
  'visit-emails.json': 'E-mails about a free estimate visit',
}

function settingsFiles(): CmsCollectionFile[] {
  return contentFiles.map((entry) => {
    const name = entry.file.replace(/\.\w+$/, '')
    const base = {
      name,
      label: fileLabels[entry.file] ?? plainWords(name),
      file: `content/${entry.file}`,
    }
    if (entry.fromMarkdown) {
      return {
        ...base,
        fields: [
          bodyField(
            'Text',
            'Each part starts with a "##" heading, followed by its paragraphs. Keep at least three parts.',
          ),
        ],
      }
    }
    return { ...base, fields: fieldsForFile(entry.schema, readContentFile(entry.file), labels) }
  })
}

function postFields(): CmsField[] {
  const meta = fieldsForFile(
    blogPostMetaSchema.omit({ id: true, slug: true, image: true }),
    undefined,
    labels,
  )
  const field = (name: string, change: Partial<CmsField> = {}) => {
    const found = meta.find((candidate) => candidate.name === name)
    if (!found)
      throw new Error(`admin/config/cms-config.ts: the post schema has no field "${name}"`)
    return { ...found, ...change } as CmsField
  }
  return [
    // The built-in posts keep their numeric ids; a new post's id is its file name.
    { name: 'id', label: 'Id', widget: 'hidden', required: false },
    field('title'),
    field('lastModified', { hint: 'Posts are listed newest first.' } as Partial<CmsField>),
    field('excerpt', { widget: 'text' } as Partial<CmsField>),
    {
      name: 'image',
      label: 'Image',
      widget: 'image',
      required: false,
      hint: 'A wide photo (JPEG, PNG or WebP); the site crops it to 16:9. Without one, the blog drawing is used.',
      choose_url: false,
    } as CmsField,
    field('imageAlt', {
      hint: 'One sentence, such as "An arborist in a bucket lift trimming an oak over a roof".',
    } as Partial<CmsField>),
    field('tags'),
    bodyField('Article', 'Paragraphs, "##" headings, bullet lists and tip boxes.'),
    field('metaTitle', { hint: 'Up to about 60 characters.' } as Partial<CmsField>),
    field('metaDescription', {
      widget: 'text',
      hint: 'About 70 to 160 characters.',
    } as Partial<CmsField>),
  ]
}

function collections(): CmsCollection[] {
  return [
    {
      name: POSTS_COLLECTION,
      label: 'Blog posts',
      label_singular: 'Blog post',
      description:
        'New posts appear on /blog, in Recent Posts, the RSS feed and the sitemap after publishing.',
      folder: `content/${POSTS_FOLDER.folder}`,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{slug}}',
      summary: "{{title}} · {{lastModified | date('MMMM D, YYYY')}}",
      sortable_fields: [{ field: 'lastModified', label: 'Date', default_sort: 'desc' }, 'title'],
      fields: postFields(),
    } as CmsCollection,
    {
      name: SERVICE_PAGES_COLLECTION,
      label: 'Service pages',
      label_singular: 'Service page',
      description:
        'The long text of each service page. Names and cards are under "Pages and settings".',
      folder: `content/${SERVICE_PAGES_FOLDER.folder}`,
      extension: 'md',
      format: 'frontmatter',
      create: false,
      delete: false,
      identifier_field: 'callToAction',
      summary: '{{slug}}',
      fields: [
        {
          name: 'illustration',
          label: 'Drawing',
          widget: 'select',
          options: [...illustrationNames],
        },
        { name: 'callToAction', label: 'Closing call to action', widget: 'text' },
        bodyField(
          'Page text',
          'Intro paragraphs, then each "##" heading followed by one bullet list (at least three parts).',
        ),
      ],
    } as CmsCollection,
    {
      name: SETTINGS_COLLECTION,
      label: 'Pages and settings',
      delete: false,
      files: settingsFiles(),
    } as CmsCollection,
  ]
}

export function backendFrom(env: NodeJS.ProcessEnv): CmsBackend {
  const branch = env.CMS_BRANCH || 'main'
  const name = env.CMS_BACKEND || 'git-gateway'
  if (name === 'github') {
    if (!env.CMS_REPO) throw new Error('CMS_BACKEND=github needs CMS_REPO (owner/name)')
    return {
      name: 'github',
      repo: env.CMS_REPO,
      branch,
      ...(env.CMS_AUTH_BASE_URL ? { base_url: env.CMS_AUTH_BASE_URL } : {}),
      ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
    }
  }
  if (name === 'git-gateway') return { name: 'git-gateway', branch }
  if (name === 'server') return siteServerBackend(branch) as CmsBackend
  throw new Error(`CMS_BACKEND must be "server", "github" or "git-gateway", not "${name}"`)
}

const LOCAL_BACKEND_URL = `${CMS_LOCAL_BACKEND}/api/v1`

export function cmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const siteUrl = env.SITE_URL?.replace(/\/+$/, '')
  const backend = backendFrom(env)
  return {
    backend,
    // The site's own server is the backend itself; only Git backends save locally via `npm run cms`.
    ...(backend.name === 'proxy'
      ? {}
      : {
          local_backend: {
            url: env.CMS_LOCAL_BACKEND_URL || LOCAL_BACKEND_URL,
            allowed_hosts: ['localhost', '127.0.0.1'],
          },
        }),
    locale: 'en',
    publish_mode: 'simple',
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_MEDIA_FOLDER,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    logo: { src: '/favicon.svg', show_in_header: true },
    collections: collections(),
  }
}
