import { build } from 'esbuild'
import path from 'node:path'
import type { Plugin } from 'vite'

const SUFFIX = '?inline-script'
/** Where the compiled script takes its config: a global name, which the minifier leaves as it is. */
const CONFIG_MARK = '__INLINE_SCRIPT_CONFIG__'
/**
 * The oldest syntax esbuild writes from this source; every browser that has the DOM the scripts use
 * parses it.
 */
const TARGET = 'es2015'

/**
 * Lets build-time code import an inline script's module as the text a page carries
 * (`import controls from './controls?inline-script'`, decision 026): the module and what it imports
 * are compiled and minified into one script that calls the module's default export, and the import
 * is a function that writes a config into that script as JSON. The same module and config always
 * give the same text, as the pages' CSP hashes need.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'canopy:inline-scripts',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null
      const file = id.slice(0, -SUFFIX.length)
      const { outputFiles, metafile } = await build({
        stdin: {
          contents: `import run from './${path.basename(file)}'\nrun(${CONFIG_MARK})\n`,
          resolveDir: path.dirname(file),
          sourcefile: `${path.basename(file)}${SUFFIX}`,
        },
        bundle: true,
        write: false,
        metafile: true,
        format: 'iife',
        platform: 'browser',
        target: TARGET,
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      })
      for (const input of Object.keys(metafile.inputs)) this.addWatchFile(path.resolve(input))
      const parts = (outputFiles[0]?.text ?? '').trim().split(CONFIG_MARK)
      if (parts.length !== 2) throw new Error(`${file}: the compiled script lost its config`)
      return `const [before, after] = ${JSON.stringify(parts)}
/** JSON, with the characters that could end the <script> or the string escaped. */
const scriptJson = (config) =>
  JSON.stringify(config).replace(/[<\\u2028\\u2029]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
export default (config) => before + scriptJson(config) + after
`
    },
  }
}
