import { expect, type BrowserContext, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo1234!'
export const TOKEN_COOKIE = 'lh_token'

/** Opens the Login dialog from the header, fills it in and submits it; returns the dialog. */
export async function submitLogin(page: Page, username = 'demo', password = DEMO_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

export async function login(page: Page, username = 'demo', password = DEMO_PASSWORD) {
  const dialog = await submitLogin(page, username, password)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((c) => c.name === TOKEN_COOKIE)?.value
}

/** Today's news pop-ups marked as seen (their flags last a day), so none covers what a test is about. */
export async function markNewsSeen(context: BrowserContext, baseURL: string) {
  const flags = ['lh_news_seen', ...Array.from({ length: 50 }, (_, i) => `lh_news_img_${i + 1}`)]
  await context.addCookies(flags.map((name) => ({ name, value: '1', url: baseURL })))
}
