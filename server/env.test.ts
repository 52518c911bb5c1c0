import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { EnvError, parseServerEnv } from './env'

test('defaults: 127.0.0.1:3000, ./data', () => {
  const env = parseServerEnv({})
  expect(env.host).toBe('127.0.0.1')
  expect(env.port).toBe(3000)
  expect(env.dataDir).toBe(path.resolve('data'))
})

test('HOST, PORT and DATA_DIR are read from the environment', () => {
  const env = parseServerEnv({ HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/tmp/leads' })
  expect(env).toMatchObject({ host: '0.0.0.0', port: 8080, dataDir: '/tmp/leads' })
})

test('a bad PORT stops start-up naming the variable', () => {
  expect(() => parseServerEnv({ PORT: 'eighty' })).toThrow(EnvError)
  expect(() => parseServerEnv({ PORT: 'eighty' })).toThrow(/PORT: must be a number/)
  expect(() => parseServerEnv({ PORT: '70000' })).toThrow(/PORT/)
})

test('CMS_BACKEND=server turns on the CMS with its working copy; the Git backends leave it off', () => {
  expect(parseServerEnv({}).cms).toBeUndefined()
  expect(parseServerEnv({ CMS_BACKEND: 'github' }).cms).toBeUndefined()
  expect(parseServerEnv({ CMS_BACKEND: 'server' }).cms).toEqual({ workingCopy: path.resolve('.') })
  expect(parseServerEnv({ CMS_BACKEND: 'server', CMS_WORKING_COPY: '/srv/site' }).cms).toEqual({
    workingCopy: '/srv/site',
  })
  expect(parseServerEnv({ CMS_BACKEND: 'server', CMS_GIT_REMOTE: 'origin' }).cms?.gitRemote).toBe(
    'origin',
  )
})

test('TRUST_PROXY takes how many proxies stand in front, or their addresses; never "true"', () => {
  expect(parseServerEnv({}).trustProxy).toBe(false)
  expect(parseServerEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  expect(parseServerEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
  expect(parseServerEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
  expect(parseServerEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
  ])
  expect(parseServerEnv({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback'])
  // "true" would believe any address a client writes into X-Forwarded-For.
  expect(() => parseServerEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/)
  expect(() => parseServerEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: must be a number/)
  expect(() => parseServerEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/not 10\.0\.0\.0\/99/)
})

describe('DKIM: the lead e-mails signed with a configured key', () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const mail = {
    SMTP_URL: 'smtp://mail.example:587',
    NOTIFY_EMAIL: 'owner@example.com',
    NOTIFY_FROM: '"Canopy" <alerts@canopy.example>',
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'canopy-dkim-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  test("the key, its selector, and the From address's domain by default", () => {
    expect(parseServerEnv(mail).dkim).toBeUndefined()
    const env = parseServerEnv({ ...mail, DKIM_PRIVATE_KEY: privateKey, DKIM_SELECTOR: 'canopy' })
    expect(env.dkim).toEqual({
      domainName: 'canopy.example',
      keySelector: 'canopy',
      privateKey: privateKey.trim(),
    })
    expect(
      parseServerEnv({
        ...mail,
        DKIM_PRIVATE_KEY: privateKey,
        DKIM_SELECTOR: 'canopy',
        DKIM_DOMAIN: 'Mail.Canopy.example',
      }).dkim?.domainName,
    ).toBe('mail.canopy.example')
  })

  test('from a file, or from one line with its line breaks written as \\n', () => {
    const file = path.join(folder, 'dkim.pem')
    writeFileSync(file, privateKey)
    const fromFile = parseServerEnv({ ...mail, DKIM_PRIVATE_KEY_FILE: file, DKIM_SELECTOR: 's1' })
    expect(fromFile.dkim?.privateKey).toBe(privateKey)
    const oneLine = privateKey.trim().replaceAll('\n', '\\n')
    const fromLine = parseServerEnv({ ...mail, DKIM_PRIVATE_KEY: oneLine, DKIM_SELECTOR: 's1' })
    expect(fromLine.dkim?.privateKey).toBe(privateKey.trim())
  })

  test.each([
    [{ DKIM_PRIVATE_KEY: 'not a key', DKIM_SELECTOR: 's1' }, /DKIM_PRIVATE_KEY: is not a PEM/],
    [{ DKIM_PRIVATE_KEY: privateKey }, /DKIM_SELECTOR: is required with a DKIM key/],
    [
      { DKIM_PRIVATE_KEY: privateKey, DKIM_SELECTOR: 'two words' },
      /DKIM_SELECTOR: must be letters/,
    ],
    [{ DKIM_SELECTOR: 's1' }, /DKIM_SELECTOR: set DKIM_PRIVATE_KEY/],
    [
      { DKIM_PRIVATE_KEY_FILE: '/no/such/dkim.pem', DKIM_SELECTOR: 's1' },
      /DKIM_PRIVATE_KEY_FILE: cannot be read/,
    ],
    [
      {
        DKIM_PRIVATE_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
        DKIM_SELECTOR: 's1',
      },
      /DKIM_PRIVATE_KEY: must be an RSA key/,
    ],
    [
      {
        DKIM_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 512 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
        DKIM_SELECTOR: 's1',
      },
      /DKIM_PRIVATE_KEY: must be at least 1024 bits/,
    ],
  ])('refused at start, naming the variable: %#', (dkim, message) => {
    expect(() => parseServerEnv({ ...mail, ...dkim })).toThrow(EnvError)
    expect(() => parseServerEnv({ ...mail, ...dkim })).toThrow(message)
  })

  test('a key without the mail server to sign for is refused; the key never shows in a message', () => {
    expect(() => parseServerEnv({ DKIM_PRIVATE_KEY: privateKey, DKIM_SELECTOR: 's1' })).toThrow(
      /DKIM_PRIVATE_KEY: signs the lead e-mails: set SMTP_URL and NOTIFY_EMAIL too/,
    )
    const broken = privateKey.replace(/[A-Za-z]{8}/, 'AAAAAAAA')
    try {
      parseServerEnv({ ...mail, DKIM_PRIVATE_KEY: broken, DKIM_SELECTOR: 's1' })
      expect.unreachable()
    } catch (error) {
      expect(String(error)).not.toContain(broken.split('\n')[1])
    }
  })
})
