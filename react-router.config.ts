import type { Config } from '@react-router/dev/config'
import { copyFile } from 'node:fs/promises'
import path from 'node:path'

export default {
  ssr: false,
  async prerender() {
    // Content is checked before anything is rendered: a broken module stops the build here.
    const { validateContent } = await import('./app/content/validate-content')
    validateContent()
    const { prerenderPaths } = await import('./app/lib/site-routes')
    const { builtInPosts } = await import('./app/content/posts')
    return prerenderPaths(builtInPosts.map((post) => post.slug))
  },
  async buildEnd({ reactRouterConfig }) {
    // Static hosts (Netlify, S3, nginx) answer unknown paths with a top-level 404.html.
    const client = path.join(reactRouterConfig.buildDirectory, 'client')
    await copyFile(path.join(client, '404', 'index.html'), path.join(client, '404.html'))
  },
} satisfies Config
