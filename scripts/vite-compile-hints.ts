import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines skip it as a comment). A
 * module that starts with it is compiled whole on the background thread that streams it in,
 * instead of function by function on the main thread the first time each is called, which for
 * React DOM is during hydration, in the tasks Total Blocking Time counts. Measured in
 * docs/performance.md (step 8).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const CLIENT_ENTRY = /\/app\/entry\.client\.tsx($|\?)/
// React Router builds a route module from its file with a query naming the part it keeps.
const ROOT_ROUTE = /\/app\/root\.tsx($|\?)/

const isFacadeOf = (chunk: OutputChunk, module: RegExp) =>
  chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId)

/**
 * The chunks every page runs at startup: the client entry's and the root route's, and what they
 * import statically. A route's own modules and the sections loaded later are left to V8's lazy
 * compilation: a page runs few of their functions at once, and compiling a module eagerly costs
 * the main thread a longer finishing step when it arrives.
 */
function startupChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const found = new Map<string, OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return
    found.set(chunk.fileName, chunk)
    for (const imported of chunk.imports) {
      const next = chunks.get(imported)
      if (next) visit(next)
    }
  }
  const all = [...chunks.values()]
  // Only the client build has the client entry; the server build is left as it is.
  const entry = all.find((chunk) => isFacadeOf(chunk, CLIENT_ENTRY))
  if (!entry) return []
  visit(entry)
  for (const chunk of all) if (isFacadeOf(chunk, ROOT_ROUTE)) visit(chunk)
  return [...found.values()]
}

/** Puts the compile hint at the top of the client build's startup chunks. */
export function compileHints(): Plugin {
  return {
    name: 'canopy:compile-hints',
    apply: 'build',
    // After minification (renderChunk), which would drop the comment.
    generateBundle(_options, bundle) {
      for (const chunk of startupChunks(bundle)) {
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code
      }
    },
  }
}
