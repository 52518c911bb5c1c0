import type { ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { SiteHeader } from './components/layout/site-header'
import { IconSprite, SiteStyles, useSpaFallback } from './components/layout/page-assets'
import { StickyCall } from './components/layout/sticky-call'
import { StructuredData } from './components/layout/structured-data'
import { MapSection } from './components/layout/map-embed'
import { SiteFooter } from './components/layout/site-footer'
import { ErrorView } from './components/sections/error-view'
import { endOfBodyScripts, headScripts, islandsScripts, shellData } from './lib/shell.server'
import { inlinePngIcon } from './lib/inline-image.server'
import { FAVICON_FILE, FAVICON_SVG_PATH, INLINE_ICON_SIZE } from './lib/tab-icon'
import { useShell } from './lib/use-shell'
import { analyticsIds } from './lib/analytics-config'
import { gtmNoscriptUrl } from './lib/third-party'
import { speculationRules } from './lib/page-scripts'
import { hasOwnMap, islandsOf } from './lib/route-handle'

export async function loader() {
  return {
    shell: shellData(),
    headScripts: headScripts(),
    endOfBodyScripts: endOfBodyScripts(),
    islandsScripts: islandsScripts(),
    favicon: await inlinePngIcon(FAVICON_SVG_PATH, INLINE_ICON_SIZE),
  }
}

function InlineScripts({ scripts }: { scripts: readonly string[] }) {
  return scripts.map((script) => (
    <script key={script.slice(0, 40)} dangerouslySetInnerHTML={{ __html: script }} />
  ))
}

// Pages are HTML rendered at build time: no page loads React or a router.
export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const shell = useShell()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const islands = islandsOf(matches)
  const spaFallback = useSpaFallback()
  const tabIcon =
    pathname !== '/' && rootData?.favicon
      ? { href: rootData.favicon, size: INLINE_ICON_SIZE }
      : { href: FAVICON_FILE.path, size: FAVICON_FILE.size }
  return (
    <html lang="en" data-color-mode="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles />
        {/* Inline, so the colour mode is set before the first paint. */}
        <InlineScripts scripts={rootData?.headScripts ?? []} />
        {/* A PNG, not the SVG: the icon is decoded on the main thread (app/lib/tab-icon.ts). */}
        <link
          rel="icon"
          type="image/png"
          sizes={`${tabIcon.size}x${tabIcon.size}`}
          href={tabIcon.href}
        />
        <Meta />
        <Links />
      </head>
      <body id="top">
        <IconSprite part="firstScreen" />
        {/* Tag Manager's no-script frame belongs right after <body>. */}
        {analyticsIds.gtmContainerId ? (
          <noscript>
            <iframe
              src={gtmNoscriptUrl(analyticsIds.gtmContainerId)}
              title="Google Tag Manager"
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        ) : null}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-call px-5 py-3 font-bold text-on-call focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {shell.skipLink}
        </a>
        <SiteHeader />
        {/* Early in the page, so it arrives in the first round trip with the first screen. */}
        <StickyCall />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        {hasOwnMap(matches) ? null : <MapSection heading={shell.map.heading} />}
        <SiteFooter />
        <IconSprite part="rest" />
        <StructuredData />
        <InlineScripts scripts={rootData?.endOfBodyScripts ?? []} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {islands.length > 0 ? <InlineScripts scripts={rootData?.islandsScripts ?? []} /> : null}
        {/* Only in React Router's SPA fallback, which the build removes (see page-assets.tsx). */}
        {spaFallback ? <Scripts /> : null}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />
}
