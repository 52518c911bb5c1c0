import { once } from 'node:events'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'

export type FakeReply = { status: number; body: string }

// Stands in for Contentful's delivery API through CONTENTFUL_HOST.
export async function startFakeContentful() {
  const requests: string[] = []
  let reply: FakeReply = { status: 200, body: JSON.stringify(entriesResponse([])) }
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '')
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(reply.body)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error('fake Contentful has no port')
  return {
    host: `http://127.0.0.1:${address.port}`,
    requests,
    reply(next: FakeReply) {
      reply = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeEntry = {
  slug: string
  title: string
  website: string[]
  updatedAt: string
  excerpt?: string
  imageUrl?: string
  body?: unknown
}

export function entriesResponse(entries: FakeEntry[]) {
  return {
    sys: { type: 'Array' },
    total: entries.length,
    skip: 0,
    limit: 100,
    items: entries.map((entry, index) => ({
      sys: {
        id: `entry-${index}`,
        type: 'Entry',
        updatedAt: entry.updatedAt,
        contentType: { sys: { id: 'blogPost' } },
      },
      fields: {
        website: entry.website,
        slug: entry.slug,
        title: entry.title,
        excerpt: entry.excerpt ?? `${entry.title} excerpt`,
        metaDescription: `${entry.title} description`,
        body: entry.body,
        ...(entry.imageUrl
          ? { image: { sys: { type: 'Link', linkType: 'Asset', id: `asset-${index}` } } }
          : {}),
      },
    })),
    includes: {
      Asset: entries.flatMap((entry, index) =>
        entry.imageUrl
          ? [
              {
                sys: { id: `asset-${index}`, type: 'Asset' },
                fields: { file: { url: entry.imageUrl } },
              },
            ]
          : [],
      ),
    },
  }
}
