import { parseDocument } from 'yaml'

// Not gray-matter: it evals `---js` front matter whatever engines it is given.
export class FrontMatterError extends Error {
  override name = 'FrontMatterError'
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`)
  }
}

const FENCE = '---'

export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const text = source.replace(/^\uFEFF/, '')
  const lines = text.split(/\r?\n/)
  const first = lines[0] ?? ''
  if (!first.startsWith(FENCE)) return { data: {}, body: text }
  if (first.trimEnd() !== FENCE) {
    throw new FrontMatterError(
      1,
      `front matter must open with a line of just "---" (YAML), not "${first.slice(0, 40)}"`,
    )
  }
  const close = lines.findIndex((line, index) => index > 0 && line.trimEnd() === FENCE)
  if (close === -1) {
    throw new FrontMatterError(1, 'the front matter opened here is never closed by a "---" line')
  }
  const yamlSource = lines.slice(1, close).join('\n')
  const document = parseDocument(yamlSource, { uniqueKeys: true, prettyErrors: false })
  const [error] = document.errors
  if (error) {
    // +1 for the opening fence; linePos is 1-based within the YAML.
    const line = (error.linePos?.[0]?.line ?? 1) + 1
    throw new FrontMatterError(
      line,
      `front matter is not valid YAML: ${error.message.split('\n')[0]}`,
    )
  }
  const data: unknown = document.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new FrontMatterError(2, 'front matter must be a list of "field: value" lines')
  }
  return { data: data as Record<string, unknown>, body: lines.slice(close + 1).join('\n') }
}
