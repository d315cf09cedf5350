import { expect, type BrowserContext, type Page } from '@playwright/test'
import { login, markNewsSeen, test } from './helpers'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

const DAY_S = 24 * 60 * 60

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'i18n_redirected')
}

const loginButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true })

const detections = [
  { browser: 'ko-KR', lang: 'kr', html: 'ko-KR', login: '로그인' },
  { browser: 'zh-TW', lang: 'tw', html: 'zh-TW', login: '登入' },
  { browser: 'vi-VN', lang: 'vn', html: 'vi-VN', login: 'Đăng nhập' },
  { browser: 'de-DE', lang: 'en', html: 'en-US', login: 'Log in' },
]

for (const { browser, lang, html, login } of detections) {
  test.describe(`a browser set to ${browser}`, () => {
    test.use({ locale: browser })
    test(`gets ${lang}, remembered in the i18n_redirected cookie for a year`, async ({ page, context }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', html)
      await expect(loginButton(page, login)).toBeVisible()
      const cookie = await languageCookie(context)
      expect(cookie?.value).toBe(lang)
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      const lifetime = cookie!.expires - Date.now() / 1000
      expect(lifetime).toBeGreaterThan(364 * DAY_S)
      expect(lifetime).toBeLessThanOrEqual(365 * DAY_S + 60)
    })
  })
}

test.describe('a stored language', () => {
  test.use({ locale: 'ko-KR' })
  test('wins over the browser list', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'vn', url: baseURL! }])
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
    await expect(loginButton(page, 'Đăng nhập')).toBeVisible()
  })
})

test('switching language updates the page, <html lang>, the cookie and the next call, without a reload', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.evaluate(() => Object.assign(window, { stillHere: true }))
  await page.getByRole('combobox', { name: 'Language' }).selectOption('kr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  await expect(loginButton(page, '로그인')).toBeVisible()
  expect((await languageCookie(context))?.value).toBe('kr')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

  const next = page.waitForRequest('**/api/Member/memberLogin')
  await loginButton(page, '로그인').click()
  const dialog = page.getByRole('dialog', { name: '로그인' })
  await dialog.getByRole('textbox').first().fill('demo')
  await dialog.locator('input[name=password]').fill('Demo1234!')
  await dialog.locator('button[type=submit]').click()
  expect((await next).headers().lang).toBe('kr')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})

test.describe('a locale file that fails to load', () => {
  test.use({ locale: 'ko-KR' })
  test('leaves the site working in the fallback language', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.route(/\/assets\/kr-[\w-]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(loginButton(page, 'Log in')).toBeVisible()
    expect(errors.some((e) => e.includes('Could not load the kr messages'))).toBe(true)
  })

  test('keeps the current language when a switch fails', async ({ page }) => {
    await page.route(/\/assets\/vn-[\w-]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
    // A script that fails to load reloads the page once (app/chunkReload.ts); the page comes back in Korean.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('combobox', { name: '언어' }).selectOption('vn')
    await reloaded
    await expect(loginButton(page, '로그인')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
    await expect(page.getByRole('combobox', { name: '언어' })).toHaveValue('kr')
  })
})

test('the member area has its own language switcher, and a form keeps what it holds through a switch', async ({ page }) => {
  await page.goto('/')
  await login(page)
  await page.goto('/member/my-account')
  const current = page.getByRole('main').getByLabel('Current password')
  await current.fill('Demo1234!')
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('kr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  await expect(page.getByRole('main').getByLabel('현재 비밀번호')).toHaveValue('Demo1234!')
})

// Korean and Traditional Chinese fonts draw many Han characters differently, and a character takes
// its shape from the first font in the list that has it.
for (const { lang, own, other } of [
  { lang: 'tw', own: 'Noto Sans TC', other: 'Noto Sans KR' },
  { lang: 'kr', own: 'Noto Sans KR', other: 'Noto Sans TC' },
]) {
  test(`a ${lang} page names its own language's font before the other's`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    await page.goto('/')
    // The app's header: the stylesheet the app brings is in.
    await expect(page.locator('header button.menu-button')).toBeAttached()
    const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(fonts.indexOf(`"${own}"`)).toBeGreaterThan(-1)
    expect(fonts.indexOf(`"${own}"`)).toBeLessThan(fonts.indexOf(`"${other}"`))
  })
}
