const PHONE_NUMBER = /(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g

export type TextPart = { text: string; telLink?: string }

export function dialledDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
}

export function splitPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(PHONE_NUMBER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[0], telLink: `tel:+1${dialledDigits(match[0])}` })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
