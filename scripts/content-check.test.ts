import { expect, test } from 'vitest'
import { z } from 'zod'
import { checkContent, metadataFindings, otherNameWarnings } from './content-check'

test('the real content has no errors; the second reading is reported as warnings', () => {
  const report = checkContent()
  expect(report.errors).toEqual([])
  expect(report.warnings.some((w) => w.includes('"Oakline Tree Service"'))).toBe(true)
  expect(report.warnings.some((w) => w.includes('"Riverton"'))).toBe(true)
  expect(report.warnings.some((w) => w.includes('(217) 555-0199'))).toBe(true)
})

test('a module that breaks its schema is an error naming its file and field', () => {
  const broken = [
    {
      file: 'app/content/faq.ts',
      exportName: 'faq',
      schema: z.array(z.string()).length(20),
      data: ['only one'],
    },
  ]
  expect(checkContent(broken).errors[0]).toMatch(/^app\/content\/faq\.ts: faq: /)
})

test('another company, another town or another phone number in copy is a warning with its place', () => {
  const module = {
    file: 'app/content/example.ts',
    exportName: 'example',
    schema: z.unknown(),
    data: { intro: ['Call Maple Tree Care in Decatur at (217) 555-0100 for emergency work.'] },
  }
  expect(otherNameWarnings([module])).toEqual([
    'app/content/example.ts: example.intro[0] names the company "Maple Tree Care", not "Canopy Tree Care"',
    'app/content/example.ts: example.intro[0] names the place "Decatur", not Springfield',
    'app/content/example.ts: example.intro[0] has the phone number (217) 555-0100, not (217) 555-0142',
  ])
})

test("the site's own name, towns and number raise nothing", () => {
  const module = {
    file: 'x.ts',
    exportName: 'x',
    schema: z.unknown(),
    data: [
      'Canopy Tree Care works in Springfield and in Chatham; call (217) 555-0142. Emergency Tree Service too.',
    ],
  }
  expect(otherNameWarnings([module])).toEqual([])
})

test('duplicate titles are errors; long titles and odd descriptions are warnings', () => {
  const description = 'd'.repeat(100)
  const findings = metadataFindings([
    { where: 'a', title: 'Same title', description },
    { where: 'b', title: 'Same title', description: 'too short' },
    { where: 'c', title: 't'.repeat(61), description: 'x'.repeat(161) },
  ])
  expect(findings.errors).toEqual(['b.title duplicates a: "Same title"'])
  expect(findings.warnings).toEqual([
    'b.description is 9 characters (outside 70-160)',
    'c.title is 61 characters (over 60)',
    'c.description is 161 characters (outside 70-160)',
  ])
})
