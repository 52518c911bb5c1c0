import { describe, expect, test } from 'vitest'
import { passwordWeakness } from './password-strength'

describe('a new password is refused when easy to guess, saying why', () => {
  test('a common password with digits on the end', async () => {
    expect(await passwordWeakness('password1234')).toBe(
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    )
  })

  test('twelve spaces', async () => {
    const reason = await passwordWeakness(' '.repeat(12))
    expect(reason).toMatch(/^This password is too easy to guess\. /)
    expect(reason).toContain('Repeated characters')
  })

  test('too short, before any estimate', async () => {
    expect(await passwordWeakness('x7#Kq!')).toBe('A password has at least 12 characters.')
  })

  test("the account's own name is an easy guess", async () => {
    expect(await passwordWeakness('zelkova.trimmer')).toBeUndefined()
    expect(await passwordWeakness('zelkova.trimmer', ['zelkova.trimmer'])).toMatch(
      /too easy to guess\. There should not be any personal/,
    )
  })

  test('a passphrase of four words is accepted', async () => {
    expect(await passwordWeakness('seven oaks by the river')).toBeUndefined()
    expect(await passwordWeakness('a tall tulip poplar')).toBeUndefined()
  })
})
