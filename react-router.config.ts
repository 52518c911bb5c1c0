import type { Config } from '@react-router/dev/config'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export default {
  ssr: false,
  // Tests build a second site (from a fake Contentful) without touching ./build.
  buildDirectory: process.env.SITE_BUILD_DIRECTORY ?? 'build',
  async prerender() {
    // Checked before anything renders: a broken file stops the build here, naming file and field.
    const { runContentCheck } = await import('./scripts/build/content-check')
    runContentCheck()
    const { prerenderPaths } = await import('./app/lib/site-routes')
    const { blogPosts } = await import('./app/lib/blog-posts.server')
    const { posts } = await blogPosts()
    return prerenderPaths(posts.map((post) => post.slug))
  },
  async buildEnd({ reactRouterConfig }) {
    // Only a top-level 404.html: a /404/index.html would be served at /404 with status 200.
    const client = path.join(reactRouterConfig.buildDirectory, 'client')
    await rename(path.join(client, '404', 'index.html'), path.join(client, '404.html'))
    await rm(path.join(client, '404'), { recursive: true })
    const { optimizePostImages } = await import('./scripts/build/optimize-images')
    await optimizePostImages(client)
    const { renderOgImage } = await import('./scripts/build/og-image')
    await renderOgImage('app/assets/og-image.svg', path.join(client, 'og-image.png'))
    const { pngIcon } = await import('./app/lib/inline-image.server')
    const { FAVICON_FILE, FAVICON_SVG_PATH } = await import('./app/lib/tab-icon')
    await writeFile(
      path.join(client, FAVICON_FILE.path),
      await pngIcon(FAVICON_SVG_PATH, FAVICON_FILE.size),
    )
    // Pages are HTML (decision 015): the islands' script replaces the router's client bundle.
    const { installIslands } = await import('./scripts/build/install-islands')
    await installIslands(client)
    const { writeStaticHostConfig } = await import('./scripts/build/static-host-config')
    await writeStaticHostConfig(client)
    const { installAdmin } = await import('./scripts/build/install-admin')
    await installAdmin(client)
    // Last: compress every text file once, for the Node server (static hosts compress themselves).
    const { precompress } = await import('./scripts/build/compress')
    await precompress(client)
  },
} satisfies Config
