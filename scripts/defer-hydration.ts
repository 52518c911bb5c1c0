import { parse as parseScript } from 'acorn'
import type { Expression, ModuleDeclaration, Statement } from 'acorn'
import { buildSync } from 'esbuild'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseHtml } from 'parse5'
import type { DefaultTreeAdapterMap } from 'parse5'
import type { HydrationPlan } from '../app/lib/hydrate-after-paint'

/**
 * Hydration starts after the first paint (why: app/lib/hydrate-after-paint.ts). For each page
 * of the build, React Router's bootstrap script is read with a JavaScript parser into a plan (the
 * manifest, the route modules, the entry), the page is read with an HTML parser to find that
 * script and the modulepreload links, and exactly those are replaced by the bundled bootstrap
 * with the page's plan: every other byte of the page stays as React Router wrote it. A bootstrap
 * of another shape fails the build, naming the page and what was not understood.
 */

type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

export class UnknownBootstrap extends Error {
  override name = 'UnknownBootstrap'
}

const isElement = (node: Node): node is Element => 'tagName' in node
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
  if ('content' in node) yield* elements(node.content)
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')

const stringLiteral = (node: Expression | null | undefined, what: string): string => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  throw new UnknownBootstrap(`${what} is not a string literal`)
}

const isRouteModulesAssignment = (statement: Statement | ModuleDeclaration) =>
  statement.type === 'ExpressionStatement' &&
  statement.expression.type === 'AssignmentExpression' &&
  statement.expression.left.type === 'MemberExpression' &&
  statement.expression.left.object.type === 'Identifier' &&
  statement.expression.left.object.name === 'window' &&
  statement.expression.left.property.type === 'Identifier' &&
  statement.expression.left.property.name === '__reactRouterRouteModules'

/**
 * React Router's bootstrap, read as JavaScript: `import "manifest"`, `import * as routeN from
 * "module"` for each route, `window.__reactRouterRouteModules = { id: routeN, … }`, `import("entry")`.
 */
export function planFromBootstrap(source: string, preloads: string[]): HydrationPlan {
  const program = parseScript(source, { ecmaVersion: 'latest', sourceType: 'module' })
  let manifest: string | undefined
  let entry: string | undefined
  const namespaces = new Map<string, string>()
  const routeModules: [string, string][] = []
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const href = stringLiteral(statement.source, 'an import source')
      const [specifier, ...others] = statement.specifiers
      if (!specifier) {
        if (manifest) throw new UnknownBootstrap('more than one import without bindings')
        manifest = href
      } else if (specifier.type === 'ImportNamespaceSpecifier' && others.length === 0) {
        namespaces.set(specifier.local.name, href)
      } else {
        throw new UnknownBootstrap(`an import of named bindings from ${href}`)
      }
    } else if (isRouteModulesAssignment(statement)) {
      const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null
      const value = assignment?.type === 'AssignmentExpression' ? assignment.right : null
      if (value?.type !== 'ObjectExpression')
        throw new UnknownBootstrap('window.__reactRouterRouteModules is not an object literal')
      for (const property of value.properties) {
        if (property.type !== 'Property' || property.value.type !== 'Identifier')
          throw new UnknownBootstrap('a route module entry is not `"id": routeN`')
        const routeId = stringLiteral(property.key as Expression, 'a route id')
        const href = namespaces.get(property.value.name)
        if (!href) throw new UnknownBootstrap(`${property.value.name} is not an imported route`)
        routeModules.push([routeId, href])
      }
    } else if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'ImportExpression'
    ) {
      if (entry) throw new UnknownBootstrap('more than one dynamic import')
      entry = stringLiteral(statement.expression.source, 'the entry import')
    } else {
      throw new UnknownBootstrap(`an unexpected ${statement.type}`)
    }
  }
  if (!manifest) throw new UnknownBootstrap('no manifest import')
  if (!entry) throw new UnknownBootstrap('no import() of the client entry')
  if (routeModules.length === 0) throw new UnknownBootstrap('no route modules')
  return { preloads, manifest, routeModules, entry }
}

const BOOTSTRAP_MODULE = path.resolve('app/lib/hydrate-after-paint.ts')
/** Stands for the plan in the bundle (a global name the minifier keeps), replaced per page. */
const PLAN_PLACEHOLDER = '__HYDRATION_PLAN__'

let bundled: string | undefined
/**
 * The bootstrap module, bundled and minified once for every page: the same code on each page and in
 * each build, whatever the asset names, so that only the plan differs.
 */
function bundledBootstrap(): string {
  bundled ??= (
    buildSync({
      stdin: {
        contents: [
          `import { hydrateAfterFirstPaint } from ${JSON.stringify(BOOTSTRAP_MODULE)}`,
          `declare const ${PLAN_PLACEHOLDER}: Parameters<typeof hydrateAfterFirstPaint>[0]`,
          `hydrateAfterFirstPaint(${PLAN_PLACEHOLDER})`,
        ].join('\n'),
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      minify: true,
      target: 'es2020',
      write: false,
      logLevel: 'silent',
    }).outputFiles[0]?.text ?? ''
  ).trim()
  if (bundled.split(PLAN_PLACEHOLDER).length !== 2)
    throw new UnknownBootstrap('the bundled bootstrap does not name its plan exactly once')
  return bundled
}

/** The bootstrap with one page's plan, as the page's inline module script. */
function bootstrapScript(plan: HydrationPlan): string {
  const code = bundledBootstrap().replace(PLAN_PLACEHOLDER, () => JSON.stringify(plan))
  if (code.includes('</script')) throw new UnknownBootstrap('the plan would close its script')
  return `<script type="module">${code}</script>`
}

/** The page with React Router's bootstrap and preloads replaced; undefined if it has none. */
export function deferBootstrap(html: string): string | undefined {
  const document = parseHtml(html, { sourceCodeLocationInfo: true })
  const all = [...elements(document)]
  const bootstrap = all.find(
    (element) =>
      element.tagName === 'script' &&
      attribute(element, 'type') === 'module' &&
      textOf(element).includes('window.__reactRouterRouteModules'),
  )
  if (!bootstrap) {
    if (html.includes('__reactRouterRouteModules'))
      throw new UnknownBootstrap('no module script sets window.__reactRouterRouteModules')
    return undefined
  }
  const preloadLinks = all.filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload',
  )
  const plan = planFromBootstrap(
    textOf(bootstrap),
    preloadLinks.map((link) => attribute(link, 'href') ?? ''),
  )
  const edits = [
    ...preloadLinks.map((link) => ({ element: link, text: '' })),
    { element: bootstrap, text: bootstrapScript(plan) },
  ]
    .map(({ element, text }) => {
      const location = element.sourceCodeLocation
      if (!location) throw new UnknownBootstrap(`<${element.tagName}> has no source location`)
      return { start: location.startOffset, end: location.endOffset, text }
    })
    // From the end, so that each offset still points where the parser saw it.
    .sort((a, b) => b.start - a.start)
  return edits.reduce(
    (page, edit) => page.slice(0, edit.start) + edit.text + page.slice(edit.end),
    html,
  )
}

/** Rewrites every page of the build; a page with a bootstrap of another shape fails the build. */
export async function deferHydration(clientDir: string): Promise<number> {
  let count = 0
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!file.endsWith('.html')) continue
    const full = path.join(clientDir, file)
    const html = await readFile(full, 'utf8')
    let deferred: string | undefined
    try {
      deferred = deferBootstrap(html)
    } catch (error) {
      if (!(error instanceof UnknownBootstrap)) throw error
      throw new Error(
        `${file}: React Router's bootstrap has a shape scripts/defer-hydration.ts does not know: ${error.message}`,
      )
    }
    if (!deferred) continue
    await writeFile(full, deferred)
    count += 1
  }
  return count
}
