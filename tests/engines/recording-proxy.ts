import { once } from 'node:events'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recorderScript } from './page-errors'

// The recorder's hash joins the page's CSP, so nothing else is allowed.
export async function startRecordingProxy(
  upstream: string,
): Promise<{ url: string; server: Server }> {
  const target = new URL(upstream)
  const recorder = recorderScript()
  const server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers }
    const wantsPage = incoming.method === 'GET' && (headers.accept ?? '').includes('text/html')
    // The page is rewritten, so it has to arrive uncompressed.
    if (wantsPage) headers['accept-encoding'] = 'identity'
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (response) => {
        const isPage = (response.headers['content-type'] ?? '').startsWith('text/html')
        if (!wantsPage || !isPage) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/, `<head><script>${recorder.source}</script>`)
          const policy = response.headers['content-security-policy']
          const responseHeaders = { ...response.headers }
          delete responseHeaders['content-length']
          if (typeof policy === 'string') {
            responseHeaders['content-security-policy'] = policy.replace(
              /script-src /,
              `script-src ${recorder.cspHash} `,
            )
          }
          outgoing.writeHead(response.statusCode ?? 502, responseHeaders)
          outgoing.end(html)
        })
      },
    )
    forwarded.on('error', (error) => {
      outgoing.writeHead(502).end(String(error))
    })
    incoming.pipe(forwarded)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}
