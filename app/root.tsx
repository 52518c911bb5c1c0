import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'
import { type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { Analytics, TagManagerNoscript } from './components/layout/analytics'
import { MapSection } from './components/layout/map-embed'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { StickyCall } from './components/layout/sticky-call'
import { ToastRegion } from './components/layout/toast-region'
import { NotFoundView } from './components/sections/not-found-view'
import { PageHeader } from './components/sections/page-header'
import { layoutContent } from './content/layout'
import { colorModeScript } from './lib/color-mode'
import { hasOwnMap } from './lib/route-handle'

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: figtreeLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches()
  // Marks the moment the page became interactive (browser tests and styles can rely on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en" data-color-mode="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body id="top">
        <TagManagerNoscript />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-call px-5 py-3 font-bold text-on-call focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {layoutContent.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        {hasOwnMap(matches) ? null : <MapSection heading={layoutContent.map.heading} />}
        <SiteFooter />
        <StickyCall />
        <ToastRegion />
        <Analytics />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || String(error.data ?? '')}`.trim()
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <PageHeader title={layoutContent.errorPage.heading} subtitle={detail}>
      <a href="/" className="font-semibold text-brand underline underline-offset-4">
        {layoutContent.errorPage.backHome}
      </a>
    </PageHeader>
  )
}
