/** Stricter than URLSearchParams, which silently swaps bad UTF-8 and keeps the last duplicate. */
export class FormBodyError extends Error {
  override name = 'FormBodyError'
  readonly field: string
  readonly reason: string

  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`)
    this.field = field
    this.reason = reason
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function percentDecode(raw: string, field: string): string {
  const chunks: Uint8Array[] = []
  for (const token of raw.replaceAll('+', ' ').split(/(%[0-9a-f]{2})/i)) {
    if (/^%[0-9a-f]{2}$/i.test(token))
      chunks.push(Uint8Array.of(Number.parseInt(token.slice(1), 16)))
    else if (token.includes('%')) throw new FormBodyError(field, 'has a malformed % escape')
    else chunks.push(Buffer.from(token, 'utf8'))
  }
  try {
    return utf8.decode(Buffer.concat(chunks))
  } catch {
    throw new FormBodyError(field, 'is not valid UTF-8 text')
  }
}

/** Prototype-free, so a key such as "__proto__" is plain data. */
export function parseUrlEncoded(body: Buffer): Record<string, string> {
  let text: string
  try {
    text = utf8.decode(body)
  } catch {
    throw new FormBodyError('body', 'is not valid UTF-8 text')
  }
  const fields: Record<string, string> = Object.create(null)
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const separator = pair.indexOf('=')
    const rawKey = separator === -1 ? pair : pair.slice(0, separator)
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1)
    const key = percentDecode(rawKey, 'field name')
    const value = percentDecode(rawValue, key || 'field')
    if (Object.hasOwn(fields, key)) throw new FormBodyError(key, 'appears more than once')
    fields[key] = value
  }
  return fields
}

// Multipart parts arrive already decoded, so a U+FFFD there marks bytes that were not UTF-8.
export function addField(fields: Record<string, string>, key: string, value: string): void {
  if (Object.hasOwn(fields, key)) throw new FormBodyError(key, 'appears more than once')
  if (value.includes('\uFFFD') || key.includes('\uFFFD')) {
    throw new FormBodyError(key, 'is not valid UTF-8 text')
  }
  fields[key] = value
}
