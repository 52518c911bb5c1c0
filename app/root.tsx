import { type ReactNode, Suspense, lazy, useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { SiteHeader } from './components/layout/site-header'
import { IconSprite, SiteStyles } from './components/layout/page-assets'
import { StickyCall } from './components/layout/sticky-call'
import { StructuredData } from './components/layout/structured-data'
import { ToastRegion } from './components/layout/toast-region'
import { LazyMapSection, LazySiteFooter } from './components/layout/below-the-fold'
import { endOfBodyScripts, headScripts, shellData } from './lib/shell.server'
import { inlineSmallSvg } from './lib/inline-image.server'
import { useShell } from './lib/use-shell'
import { analyticsConfigured } from './lib/analytics-config'
import { hasOwnMap } from './lib/route-handle'
import { FIRST_SCREEN_END_ID } from './components/layout/first-screen-end'

const Analytics = lazy(() => import('./components/layout/analytics'))
// Error pages are rare: their code loads only when one is shown.
const ErrorView = lazy(() => import('./components/sections/error-view'))

/** The tab's icon as a file: Google shows it in results, and reads it from the home page's link. */
const FAVICON_PATH = '/favicon.svg'

/** Build time: the words and links of the shared layout (kept out of the JavaScript). */
export function loader() {
  return {
    shell: shellData(),
    headScripts: headScripts(),
    endOfBodyScripts: endOfBodyScripts(),
    favicon: inlineSmallSvg(FAVICON_PATH),
  }
}

/** Scripts that run as the parser reaches them, their text from the root loader's data. */
function InlineScripts({ scripts }: { scripts: readonly string[] }) {
  return scripts.map((script) => (
    <script key={script.slice(0, 40)} dangerouslySetInnerHTML={{ __html: script }} />
  ))
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const shell = useShell()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  // Marks the moment the page became interactive (browser tests and styles can rely on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en" data-color-mode="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Chromium paints nothing until the first screen is read: see first-screen-end.tsx. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
        <SiteStyles />
        {/* Inline, so they run before the first paint and before (or without) any module; after
            the styles, since the web font's script reads its rule. */}
        <InlineScripts scripts={rootData?.headScripts ?? []} />
        {/* The home page links the file for Google's favicon crawler; every other page carries the
            icon inside (a browser asks for it while the first screen is being painted). */}
        <link
          rel="icon"
          type="image/svg+xml"
          href={pathname === '/' ? FAVICON_PATH : (rootData?.favicon ?? FAVICON_PATH)}
        />
        <Meta />
        <Links />
      </head>
      <body id="top">
        <IconSprite part="firstScreen" />
        {/* Tag Manager's no-script frame belongs right after <body>. */}
        {analyticsConfigured ? (
          <Suspense fallback={null}>
            <Analytics />
          </Suspense>
        ) : null}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-call px-5 py-3 font-bold text-on-call focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {shell.skipLink}
        </a>
        <SiteHeader />
        {/* Fixed to the bottom of a phone's screen, but early in the page: it arrives in the
            first round trip with the rest of the first screen. */}
        <StickyCall />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        {hasOwnMap(matches) ? null : <LazyMapSection heading={shell.map.heading} />}
        <LazySiteFooter />
        <IconSprite part="rest" />
        {/* For search engines: at the end, out of the first screen's round trip. */}
        <StructuredData />
        <InlineScripts scripts={rootData?.endOfBodyScripts ?? []} />
        <ToastRegion />
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
  return (
    <Suspense fallback={null}>
      <ErrorView error={error} />
    </Suspense>
  )
}
