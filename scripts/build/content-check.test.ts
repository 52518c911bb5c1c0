import { expect, test } from 'vitest'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTENT_ROOT } from '../../app/content/files.server'
import { phonePhoto, pngWithPageAppended, scriptedSvg } from '../../tests/support/photos'
import { checkContent, metadataFindings, otherNameWarnings, uploadProblems } from './content-check'

/** A scratch copy of content/ to break on purpose. */
function contentCopy(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'content')
  cpSync(CONTENT_ROOT, root, { recursive: true })
  return root
}

test('the real content has no errors; the second reading is reported as warnings', () => {
  const report = checkContent()
  expect(report.errors).toEqual([])
  expect(report.warnings.some((w) => w.includes('"Oakline Tree Service"'))).toBe(true)
  expect(report.warnings.some((w) => w.includes('"Riverton"'))).toBe(true)
  expect(report.warnings.some((w) => w.includes('(217) 555-0199'))).toBe(true)
})

test('a file that breaks its schema is an error naming its file and field', () => {
  const root = contentCopy()
  const faqFile = path.join(root, 'faq.json')
  const faq = JSON.parse(readFileSync(faqFile, 'utf8')) as { faq: { answer: string }[] }
  faq.faq[3]!.answer = ' '
  writeFileSync(faqFile, JSON.stringify(faq))
  expect(checkContent(root).errors).toEqual(['content/faq.json: faq[3].answer: must not be empty'])
})

test('a post whose image is not in the repository is an error', () => {
  const root = contentCopy()
  const postFile = path.join(root, 'posts', 'safe-tree-removal.md')
  const post = readFileSync(postFile, 'utf8').replace(
    'imageAlt:',
    'image: /images/uploads/missing.jpg\nimageAlt:',
  )
  writeFileSync(postFile, post)
  expect(checkContent(root).errors).toEqual([
    'content/posts/safe-tree-removal.md: image: /images/uploads/missing.jpg is not in public/',
  ])
})

const own = {
  companyName: 'Canopy Tree Care',
  city: 'Springfield',
  areaServed: ['Springfield', 'Chatham'],
  phoneNumber: '(217) 555-0142',
}

test('another company, another town or another phone number in copy is a warning with its place', () => {
  const document = {
    file: 'content/example.json',
    data: { intro: ['Call Maple Tree Care in Decatur at (217) 555-0100 for emergency work.'] },
  }
  expect(otherNameWarnings([document], own)).toEqual([
    'content/example.json: intro[0] names the company "Maple Tree Care", not "Canopy Tree Care"',
    'content/example.json: intro[0] names the place "Decatur", not Springfield',
    'content/example.json: intro[0] has the phone number (217) 555-0100, not (217) 555-0142',
  ])
})

test("the site's own name, towns and number raise nothing; the second number's own file neither", () => {
  const documents = [
    {
      file: 'content/x.json',
      data: [
        'Canopy Tree Care works in Springfield and in Chatham; call (217) 555-0142. Emergency Tree Service too.',
      ],
    },
    { file: 'content/phones.json', data: { secondary: { display: '(217) 555-0199' } } },
  ]
  expect(otherNameWarnings(documents, own)).toEqual([])
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

test('the uploads folder holds photos named for what they are, and nothing else', async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'))
  const uploads = path.join(publicDir, 'images/uploads')
  mkdirSync(path.join(uploads, 'trap'), { recursive: true })
  writeFileSync(path.join(uploads, '.gitkeep'), '')
  writeFileSync(path.join(uploads, 'oak.jpg'), await phonePhoto(800, 600))
  writeFileSync(path.join(uploads, 'raw.html'), '<script>alert(1)</script>')
  writeFileSync(path.join(uploads, 'raw.svg'), scriptedSvg)
  writeFileSync(path.join(uploads, 'poly.html'), await pngWithPageAppended())
  writeFileSync(path.join(uploads, 'trap/index.html'), '<script>alert(1)</script>')
  expect(uploadProblems(publicDir)).toEqual([
    'public/images/uploads/poly.html: not a JPEG, PNG or WebP photo named for what it is (uploads hold photos only)',
    'public/images/uploads/raw.html: not a JPEG, PNG or WebP photo named for what it is (uploads hold photos only)',
    'public/images/uploads/raw.svg: not a JPEG, PNG or WebP photo named for what it is (uploads hold photos only)',
    'public/images/uploads/trap: uploads hold photos only, not folders or links',
  ])
})
