/**
 * The owner's editor on a phone, by touch, in an engine other than Chromium: sign in, open an
 * FAQ question by its title, change its answer, tap Publish, see it live, tap Undo. It runs on a
 * server of its own with the CMS on (a scratch working copy, as `CMS_BACKEND=server` runs it).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FaqFile } from '~/content/schemas'
import { buildApp } from '../../server/app'
import { openAccounts } from '../../server/owner/accounts'
import { OWNER_ACCOUNT } from '../support/owner-account'
import { scratchProject } from '../support/scratch-project'
import { type EngineName, type EnginePage, launchEngine } from './engines'

const PHONE = { width: 390, height: 844 }
/** The element the next tap or typing goes to, found by its words (the engines take CSS). */
const TARGET = '[data-journey-target]'

/** Marks the first element matching `css` whose own words are `text` (or contain it). */
async function markByText(page: EnginePage, css: string, text: string, exact = true) {
  await page.waitFor(
    `"${text}" (${css})`,
    (selector: string, words: string, whole: boolean) => {
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target')
      const found = [...document.querySelectorAll(selector)].find((element) => {
        const own = element.textContent?.trim() ?? ''
        return whole ? own === words : own.includes(words)
      })
      found?.setAttribute('data-journey-target', '')
      return found !== undefined
    },
    css,
    text,
    exact,
  )
}

/** Marks the field whose label says `label` (the first of them). */
async function markField(page: EnginePage, label: string) {
  await page.waitFor(
    `the field "${label}"`,
    (words: string) => {
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target')
      const labelElement = [...document.querySelectorAll('label')].find(
        (element) => element.textContent?.trim() === words,
      )
      const field = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null
      field?.setAttribute('data-journey-target', '')
      return field !== null
    },
    label,
  )
}

const fitsTheScreen = (page: EnginePage) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const lineSays = (page: EnginePage, words: string, timeoutMs: number) =>
  page.waitForWithin(
    timeoutMs,
    `the status line to say "${words}"`,
    (text: string) =>
      document.querySelector('footer[aria-label="Site status"]')?.textContent?.includes(text) ===
      true,
    words,
  )

export function describeEditorOnAPhone(engine: EngineName) {
  describe(`${engine}: the owner's editor on a ${PHONE.width} px phone, by touch`, () => {
    const workingCopy = scratchProject({ git: true })
    const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-editor-phone-'))
    let app: FastifyInstance
    let base: string
    let page: EnginePage

    beforeAll(async () => {
      const accounts = openAccounts(dataDir)
      await accounts.add(OWNER_ACCOUNT.name, OWNER_ACCOUNT.password, OWNER_ACCOUNT.role)
      accounts.close()
      execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
        cwd: workingCopy,
        stdio: 'ignore',
        env: { ...process.env, CMS_BACKEND: 'server' },
      })
      app = await buildApp({
        clientDir: path.join(workingCopy, 'build/client'),
        dataDir,
        cms: { workingCopy },
      })
      base = await app.listen({ host: '127.0.0.1', port: 0 })
      page = await launchEngine(engine, { baseURL: base, ...PHONE })
    }, 180_000)

    afterAll(async () => {
      await page?.close()
      await app?.close()
      rmSync(workingCopy, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    }, 120_000)

    const home = async () => (await fetch(`${base}/`, { headers: { connection: 'close' } })).text()

    test('signs in, opens a question by its title, publishes, sees it live, and undoes it', async () => {
      try {
        await page.openSignedIn('/admin', OWNER_ACCOUNT, 'tap')
        await page.waitForWithin(30_000, 'the editor', () =>
          document.body.innerText.includes('Pages and settings'),
        )
        await markByText(page, 'a', 'Pages and settings')
        await page.tap(TARGET)
        await markByText(page, 'a', 'FAQ (20 questions)', false)
        await page.tap(TARGET)
        const faq = JSON.parse(
          readFileSync(path.join(workingCopy, 'content/faq.json'), 'utf8'),
        ) as FaqFile
        // The question's title, not its small chevron.
        await markByText(page, '[class*="-NestedObjectLabel"]', faq.faq[0]!.question, false)
        await page.tap(TARGET)
        const added = ` Checked on a phone in ${engine}.`
        await markField(page, 'Answer')
        await page.type(TARGET, added)
        expect(await fitsTheScreen(page)).toBe(true)

        await markByText(page, 'button, [role="button"]', 'Publish')
        await page.tap(TARGET)
        await markByText(page, '[role="menuitem"], [role="menu"] *', 'Publish now')
        await page.tap(TARGET)
        await lineSays(page, 'Publishing your change', 5_000)
        await lineSays(page, 'Live since', 90_000)
        expect(await home()).toContain(`${faq.faq[0]!.answer}${added}`)
        expect(await fitsTheScreen(page)).toBe(true)

        await markByText(page, 'summary', 'Last changes')
        await page.tap(TARGET)
        // The browser's own "OK" to the question Undo asks (a WebDriver alert would hold the page).
        await page.evaluate(() => {
          window.confirm = () => true
        })
        await page.tap('button[aria-label^="Undo "]')
        await expect
          .poll(home, { timeout: 90_000, interval: 500, message: `${engine}: the undo went live` })
          .not.toContain(added)
      } catch (error) {
        mkdirSync('reports/engines', { recursive: true })
        await page.screenshot(`reports/engines/${engine}-editor-on-a-phone.png`).catch(() => {})
        throw error
      }
    }, 300_000)
  })
}
