import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const FOLDER = 'docs/decisions'
const records = readdirSync(FOLDER).filter((file) => /^\d{3}-.+\.md$/.test(file))

test('the records are numbered without a gap, from the template on', () => {
  const numbers = records.map((file) => Number(file.slice(0, 3)))
  expect(numbers).toEqual(numbers.map((_, index) => index))
})

test.each(records.filter((file) => !file.startsWith('000-')))('%s is on the template', (file) => {
  const text = readFileSync(path.join(FOLDER, file), 'utf8')
  expect(text).toMatch(/^# \S.*\n\nDate: \d{4}-\d{2}-\d{2}\n\nStatus: \S/)
  const sections = [...text.matchAll(/^## (.+)$/gm)].map(([, title]) => title)
  expect(sections).toEqual(['Context', 'Decision', 'Consequences'])
})
