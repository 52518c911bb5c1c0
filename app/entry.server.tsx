import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import siteCss from './app.css?inline'
import fontsCss from './fonts.css?inline'
import { PageAssetsContext } from './components/layout/page-assets'
import { iconSprites } from './assets/icon-sprites'

export const streamTimeout = 10_000

// Pre-rendered: wait for all content, so lazy sections are inline and readable without script.
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
        // Never outline a section as a hidden div plus swap script: pages must read without it.
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
