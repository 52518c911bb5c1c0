import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|data|webmanifest)$/
const MIN_BYTES = 1024
const LARGE_BYTES = 1024 * 1024

/** Compressed once here, so the server never compresses per request. */
export async function precompress(dir: string): Promise<number> {
  let count = 0
  for (const file of await readdir(dir, { recursive: true })) {
    if (!COMPRESSIBLE.test(file)) continue
    const full = path.join(dir, file)
    const content = await readFile(full)
    if (content.length < MIN_BYTES) continue
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          // The editor's large bundle: a lower quality saves most of the time for a few more bytes.
          [constants.BROTLI_PARAM_QUALITY]: content.length > LARGE_BYTES ? 9 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ])
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)])
    count += 1
  }
  return count
}
