import type { EditorComponentOptions } from 'decap-cms-core'
import { TIP_COMPONENT } from './config-names'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

// The form app/content/markdown.ts reads as a tip: `> **Title**`, `>`, `> Text`.
export const tipEditorComponent: EditorComponentOptions = {
  id: TIP_COMPONENT,
  label: 'Tip box',
  fields: [
    { name: 'title', label: 'Title', widget: 'string' },
    { name: 'text', label: 'Text', widget: 'text' },
  ],
  pattern: /^> \*\*(.+?)\*\*\n>\n> (.+)$/,
  fromBlock: (match: RegExpMatchArray) => ({ title: match[1] ?? '', text: match[2] ?? '' }),
  toBlock: ({ title, text }: { title: string; text: string }) =>
    `> **${title}**\n>\n> ${text.replace(/\s*\n\s*/g, ' ')}`,
  toPreview: ({ title, text }: { title: string; text: string }) =>
    `<aside><strong>${escapeHtml(title)}</strong><p>${escapeHtml(text)}</p></aside>`,
}
