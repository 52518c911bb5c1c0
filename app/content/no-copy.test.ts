import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Every word a visitor reads lives in content/ (the owner edits it in the CMS). app/content/ holds
 * the schemas and loaders: any prose there is copy in the wrong place, except the strings the spec
 * fixes word for word, which the schemas pin with z.literal so that no edit can change them.
 */
const PINNED_BY_THE_SPEC: Record<string, string> = {
  "Oh no, you found a page that's missing its roots": 'fixed by the specification: 404 heading',
  'Sorry, the page you are looking for does not exist.': 'fixed by the specification: 404 subtitle',
  "Oops! The page you're looking for could not be found...":
    'fixed by the specification: 404 subtitle, the other reading',
  'Back To Home Page': 'fixed by the specification: the 404 page link home',
  'Need tree service? Call Us Today': 'fixed by the specification, /services: the call box',
  'Reach out to us': 'fixed by the specification, /careers: the card',
  'Call to schedule a FREE consultation': 'fixed by the specification, /blog/:id: the call button',
}

/** A label is at most three words ("Request Free Quote"); more is a sentence, i.e. copy. */
const LABEL_WORDS = 3

type Literal = { file: string; line: number; text: string; pinnedBy: 'literal' | 'none' }

function isZodLiteralArgument(node: ts.Node): boolean {
  const call = node.parent
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === 'literal'
  )
}

/**
 * String data in a module: values of properties, items of arrays, initial values and returns.
 * A string passed to a call (a check's message, an error) is for the developer or the owner's build log.
 */
function stringData(file: string, text = readFileSync(file, 'utf8')): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: Literal[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent
      const pinned = isZodLiteralArgument(node)
      const isData =
        pinned ||
        ts.isPropertyAssignment(parent) ||
        ts.isArrayLiteralExpression(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isReturnStatement(parent) ||
        ts.isBinaryExpression(parent) ||
        ts.isConditionalExpression(parent)
      if (isData && !ts.isImportDeclaration(parent)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        found.push({ file, line: line + 1, text: node.text, pinnedBy: pinned ? 'literal' : 'none' })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const contentDir = path.resolve('app/content')
const modules = readdirSync(contentDir)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => path.join(contentDir, name))

const sentences = modules
  .flatMap((file) => stringData(file))
  .filter((literal) => literal.text.trim().split(/\s+/).length > LABEL_WORDS)

test('app/content/ carries no copy: every sentence a visitor reads is in content/', () => {
  const copy = sentences
    .filter((literal) => literal.pinnedBy === 'none')
    .map((literal) => `${path.relative('.', literal.file)}:${literal.line}: "${literal.text}"`)
  expect(copy).toEqual([])
})

test('the only sentences in the schemas are the ones the spec fixes word for word, each cited', () => {
  const pinned = sentences.filter((literal) => literal.pinnedBy === 'literal').map((l) => l.text)
  expect(pinned.toSorted()).toEqual(Object.keys(PINNED_BY_THE_SPEC).toSorted())
})

test('the check sees copy written into a loader, and not a check message', () => {
  const loader = [
    "export const faq = [{ question: 'Do you offer free estimates on every job?' }]",
    "const text = z.string().min(1, 'must not be empty or only spaces')",
  ].join('\n')
  expect(stringData('x.ts', loader).map((literal) => literal.text)).toEqual([
    'Do you offer free estimates on every job?',
  ])
})
