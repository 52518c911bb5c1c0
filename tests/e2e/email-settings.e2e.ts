import type { FastifyInstance } from 'fastify'
import { generateKeyPairSync } from 'node:crypto'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import type { Mailer } from '../../server/leads/email-outbox'
import type { DkimSigning, TxtResolver } from '../../server/leads/mail-auth'
import { openAccounts } from '../../server/owner/accounts'
import { createSiteFixture } from '../support/site-fixture'
import { desktop, launchBrowser, openPage, phone } from './browser'
import { wcagViolations } from './axe'
import { signInAt } from '../support/owner-sign-in'

const fixture = createSiteFixture()
const PASSWORD = 'a white oak by the shed'
const FROM = 'Canopy Alerts <alerts@canopy.example>'
const dkim: DkimSigning = {
  domainName: 'canopy.example',
  keySelector: 'canopy2027',
  privateKey: generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey,
}
const mailer: Mailer = {
  async send() {
    return '250 2.0.0 Ok: queued as 4Zq1Xy2abc'
  },
}
// One record of each state: published, another value, missing.
const zone: Record<string, string[]> = {
  'canopy.example': ['v=spf1 include:mailhost.example -all'],
  'canopy2027._domainkey.canopy.example': ['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQ'],
}
const resolveTxt: TxtResolver = async (name) => {
  const values = zone[name]
  if (!values) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' })
  return values.map((value) => [value])
}

let app: FastifyInstance
let base: string
let browser: Browser

beforeAll(async () => {
  const accounts = openAccounts(fixture.dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  accounts.close()
  app = await buildApp({
    clientDir: fixture.clientDir,
    dataDir: fixture.dataDir,
    mail: {
      mailer,
      to: 'owner@example.com',
      sender: { from: FROM, smtpHost: 'smtp.mailhost.example', dkim },
    },
    resolveTxt,
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
  fixture.cleanup()
})

async function signedIn(options: BrowserContextOptions): Promise<Page> {
  const page = await openPage(browser, { baseURL: base, ...options })
  await signInAt(page, '/admin/leads/email', { name: 'maria', password: PASSWORD })
  return page
}

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    describe(`the e-mail alerts page, ${mode} mode, ${label}`, () => {
      test('a test e-mail answers on the page; no axe violation, nothing wider than the screen', async () => {
        const page = await signedIn({ viewport, colorScheme: mode })
        await page.getByRole('link', { name: 'E-mail alerts' }).click()
        await page.getByRole('button', { name: 'Send a test e-mail' }).click()
        await page.waitForURL(/\/admin\/leads\/email\?test=/)
        await expect
          .poll(() => page.getByRole('status').textContent())
          .toContain('250 2.0.0 Ok: queued as 4Zq1Xy2abc')
        for (const kind of ['SPF', 'DKIM', 'DMARC']) {
          expect(
            await page.getByRole('region', { name: new RegExp(`^${kind}:`) }).isVisible(),
          ).toBe(true)
        }
        expect(await wcagViolations(page)).toEqual([])
        // The DKIM key is one long word: it wraps rather than widening the page on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
        await page.context().close()
      })
    })
  }
}
