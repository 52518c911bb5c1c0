import type { Page } from 'playwright-core'

/**
 * Signs in through the owner's sign-in page, as a person does, starting from `path` (the gate
 * sends the browser to the sign-in and back). The page ends on `path`.
 */
export async function signInAt(
  page: Page,
  path: string,
  account: { name: string; password: string },
): Promise<void> {
  await page.goto(path)
  await page.getByLabel('Name').fill(account.name)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}
