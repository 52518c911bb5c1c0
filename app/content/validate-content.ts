/**
 * Build-time check of every content module against its schema (react-router.config.ts calls it
 * before pre-rendering). A broken module fails the build with the module's file and the field.
 */
import { z } from 'zod'
import { aboutContent } from './about'
import { articles } from './articles'
import { blogContent } from './blog'
import { careersContent } from './careers'
import { contactContent } from './contact'
import { faq } from './faq'
import { homeContent } from './home'
import { layoutContent } from './layout'
import { noticesContent } from './notices'
import { pages } from './pages'
import { builtInPosts } from './posts'
import * as schemas from './schemas'
import { servicePages } from './service-pages'
import { featuredServices, serviceMenu, servicesOverview } from './services'
import { siteConfig } from './site'
import { testimonials } from './testimonials'

export class ContentValidationError extends Error {
  override name = 'ContentValidationError'
}

export type ContentModule = { file: string; exportName: string; schema: z.ZodType; data: unknown }

/** Spec §9 counts are part of the schemas, so a wrong count names the module too. */
export const contentModules: ContentModule[] = [
  {
    file: 'app/content/site.ts',
    exportName: 'siteConfig',
    schema: schemas.siteConfigSchema,
    data: siteConfig,
  },
  {
    file: 'app/content/layout.ts',
    exportName: 'layoutContent',
    schema: schemas.layoutContentSchema,
    data: layoutContent,
  },
  {
    file: 'app/content/notices.ts',
    exportName: 'noticesContent',
    schema: schemas.noticesContentSchema,
    data: noticesContent,
  },
  {
    file: 'app/content/pages.ts',
    exportName: 'pages',
    schema: z.record(z.string(), schemas.pageConfigSchema),
    data: pages,
  },
  {
    file: 'app/content/services.ts',
    exportName: 'featuredServices',
    schema: z.array(schemas.featuredServiceSchema).length(9),
    data: featuredServices,
  },
  {
    file: 'app/content/services.ts',
    exportName: 'serviceMenu',
    schema: z.array(schemas.serviceMenuItemSchema).length(9),
    data: serviceMenu,
  },
  {
    file: 'app/content/service-pages.ts',
    exportName: 'servicePages',
    schema: z.array(schemas.servicePageSchema).length(9),
    data: servicePages,
  },
  {
    file: 'app/content/services.ts',
    exportName: 'servicesOverview',
    schema: schemas.servicesOverviewSchema,
    data: servicesOverview,
  },
  {
    file: 'app/content/faq.ts',
    exportName: 'faq',
    schema: z.array(schemas.faqSchema).length(20),
    data: faq,
  },
  {
    file: 'app/content/testimonials.ts',
    exportName: 'testimonials',
    schema: z.array(schemas.testimonialSchema).length(3),
    data: testimonials,
  },
  {
    file: 'app/content/home.ts',
    exportName: 'homeContent',
    schema: schemas.homeContentSchema,
    data: homeContent,
  },
  {
    file: 'app/content/about.ts',
    exportName: 'aboutContent',
    schema: schemas.aboutContentSchema,
    data: aboutContent,
  },
  {
    file: 'app/content/careers.ts',
    exportName: 'careersContent',
    schema: schemas.careersContentSchema,
    data: careersContent,
  },
  {
    file: 'app/content/contact.ts',
    exportName: 'contactContent',
    schema: schemas.contactContentSchema,
    data: contactContent,
  },
  {
    file: 'app/content/posts.ts',
    exportName: 'builtInPosts',
    schema: z.array(schemas.blogPostMetaSchema).length(4),
    data: builtInPosts,
  },
  {
    file: 'app/content/blog.ts',
    exportName: 'blogContent',
    schema: schemas.blogContentSchema,
    data: blogContent,
  },
  {
    file: 'app/content/articles.ts',
    exportName: 'articles',
    schema: z.array(schemas.articleSchema).length(4),
    data: articles,
  },
]

function fieldPath(exportName: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    exportName,
  )
}

/** Every problem of one module, as "file: export.field.path: message" lines. */
export function contentProblems(module: ContentModule): string[] {
  const result = module.schema.safeParse(module.data)
  if (result.success) return []
  return result.error.issues.map(
    (issue) => `${module.file}: ${fieldPath(module.exportName, issue.path)}: ${issue.message}`,
  )
}

export function validateContent(modules: ContentModule[] = contentModules): void {
  const problems = modules.flatMap(contentProblems)
  if (problems.length > 0) {
    throw new ContentValidationError(
      `Content does not match its schema:\n  ${problems.join('\n  ')}`,
    )
  }
}
