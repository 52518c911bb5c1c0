import { expect, test } from 'vitest'
import file from '../../content/visit-emails.json'
import { visitEmailsContentSchema } from './schemas'

test('the visit e-mails keep the places the server fills in; a lost one is named', () => {
  expect(visitEmailsContentSchema.safeParse(file).success).toBe(true)
  const edited = structuredClone(file)
  edited.subjects.moved = 'Your visit has a new time'
  edited.event.description = 'Call us.'
  const result = visitEmailsContentSchema.safeParse(edited)
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['subjects.moved', 'must contain {when}'],
    ['event.description', 'must contain {phone}'],
  ])
})
