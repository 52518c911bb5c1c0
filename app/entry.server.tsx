import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import siteCss from './app.css?inline'
import fontsCss from './fonts.css?inline'
import { PageAssetsContext } from './components/layout/page-assets'
import { iconSprites } from './assets/icon-sprites'

export const streamTimeout = 10_000

/**
 * Pages are pre-rendered at build time, so every page waits for *all* content (onAllReady):
 * lazily loaded sections are written inline, readable before and without any script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      // The stylesheets and the icon sprite go into each page as text (components/layout/page-assets.tsx).
      <PageAssetsContext
        value={{
          siteCss,
          fontsCss,
          iconSprites,
          spaFallback: request.headers.has('X-React-Router-SPA-Mode'),
        }}
      >
        <ServerRouter context={routerContext} url={request.url} />
      </PageAssetsContext>,
      {
        // Never split a finished section into a hidden div plus a swap script: the whole page
        // must read correctly with scripts off (React outlines boundaries above this size).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          statusCode = 500
          console.error(error)
        },
      },
    )
  })
}
