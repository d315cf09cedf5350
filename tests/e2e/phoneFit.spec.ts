// The member area on a phone, measured: every member page and the money dialogs they open, at 320
// and 390 px, in English and Korean (the longest labels), and every member page at 768 and 1024 px in
// Vietnamese, never scroll sideways nor push a list of records past its frame (an unverified
// member's verification section and withdrawal notice among them), and no dialog is wider than the
// screen; and a member cancels an open deposit order from its details. One browser context per width
// and language, signed in through the API.
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { memberPages } from '../../src/shared/memberPages'
import { DEMO_PASSWORD, markNewsSeen, navigate, test, TOKEN_COOKIE } from './helpers'

const languages = ['en', 'kr'] as const
const widths = [320, 390] as const
const routes = ['/member', ...memberPages.map((page) => page.to)]

/** The text a locale file holds under a dotted key, for buttons named in the page's language. */
function label(lang: string, key: string): string {
  const messages: unknown = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8'))
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages)
  if (typeof text !== 'string') throw new Error(`no text for ${key} in ${lang}`)
  return text
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const grant = await request.post('/api/Member/memberLogin', { data: { username, password: DEMO_PASSWORD } })
  expect(grant.status()).toBe(200)
  return ((await grant.json()) as { token: string }).token
}

/** How far the page, the open dialog if any, and the widest list of records reach past their edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    const records = Array.from(document.querySelectorAll('.record-list-frame'), (frame) => frame.scrollWidth - frame.clientWidth)
    return {
      page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      dialog: dialog ? Math.max(0, dialog.scrollWidth - dialog.clientWidth) : 0,
      records: Math.max(0, ...records),
    }
  })
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  // What loads (fonts, lists behind a spinner) settles before measuring.
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  expect.soft(await overflow(page), `sideways scroll on ${where}`).toEqual({ page: 0, dialog: 0, records: 0 })
}

/** Clicks the first button named by the text under `buttonKey`, whatever values it takes. */
async function openDialog(page: Page, lang: string, buttonKey: string, where: string, { keepOpen = false } = {}) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const name = new RegExp(`^${label(lang, buttonKey).split(/\{\{\w+\}\}/).map(escape).join('.+')}$`)
  await page.getByRole('button', { name }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoSidewaysScroll(page, `${where} (${buttonKey})`)
  if (keepOpen) return
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
}

async function signIn(page: Page, baseURL: string, token: string) {
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }])
}

/** `demo`, signed in through the API, on a screen `width` px wide in `lang`, without the pop-ups. */
async function demoAt(page: Page, request: APIRequestContext, baseURL: string, lang: string, width: number, height: number) {
  await markNewsSeen(page.context(), baseURL)
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL }])
  await page.setViewportSize({ width, height })
  await signIn(page, baseURL, await tokenOf(request, 'demo'))
}

/** Every member page in turn, each measured once its heading is up. */
async function sweepMemberPages(page: Page, where: string) {
  for (const route of routes) {
    await navigate(page, route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page, `${route} ${where}`)
  }
}

// Beside the member menu a tablet or a small laptop leaves the lists less room than a phone's whole
// screen would suggest; Vietnamese has the longest labels.
for (const width of [768, 1024]) {
  test(`no sideways scroll on any member page at ${width} px in vn`, async ({ page, request, baseURL }) => {
    await demoAt(page, request, baseURL!, 'vn', width, 900)
    await sweepMemberPages(page, `at ${width} px in vn`)
  })
}

for (const lang of languages) {
  for (const width of widths) {
    test(`no sideways scroll on any member page or money dialog at ${width} px in ${lang}`, async ({ page, request, baseURL }) => {
      test.setTimeout(240_000)
      await demoAt(page, request, baseURL!, lang, width, 740)
      await sweepMemberPages(page, `at ${width} px in ${lang}`)

      // The security page while two-factor login is being set up: the QR code and the long setup key.
      await page.goto('/member/security')
      await page.getByRole('button', { name: label(lang, 'security.two_factor.start') }).click()
      await expect(page.getByRole('img', { name: label(lang, 'security.two_factor.qr') })).toBeVisible()
      await expectNoSidewaysScroll(page, `/member/security (setting up two-factor login) at ${width} px in ${lang}`)

      await page.goto('/member/deposit')
      for (const channel of ['bank_transfer', 'offline', 'usdt', 'vip']) {
        await openDialog(page, lang, `deposit.start.${channel}`, `/member/deposit at ${width} px in ${lang}`)
      }
      await page.goto('/member/game-wallet')
      await openDialog(page, lang, 'points.read_terms', `/member/game-wallet at ${width} px in ${lang}`)
      await openDialog(page, lang, 'rebate.open', `/member/game-wallet at ${width} px in ${lang}`)

      // A transfer wallet's member moves money into a platform.
      await signIn(page, baseURL!, await tokenOf(request, 'player'))
      await page.goto('/member/game-wallet')
      await openDialog(page, lang, 'wallet.transfer_platform', `/member/game-wallet (player) at ${width} px in ${lang}`)
      // player is not verified (demo is): the verification section with its upload form, and the
      // withdrawal page's notice of the rule, with its link there.
      await page.goto('/member/my-account')
      await expect(page.getByRole('button', { name: label(lang, 'verification.submit') })).toBeVisible()
      await expectNoSidewaysScroll(page, `/member/my-account (player) at ${width} px in ${lang}`)
      await page.goto('/member/withdrawal')
      await expect(page.getByRole('link', { name: label(lang, 'withdrawal.verification.link') })).toBeVisible()
      await expectNoSidewaysScroll(page, `/member/withdrawal (player) at ${width} px in ${lang}`)

      // An open USDT order: its payment dialog and its details, from which the member cancels it.
      const vip = await tokenOf(request, 'vip')
      await signIn(page, baseURL!, vip)
      const filed = await request.post('/api/Deposit/memberCryptoDeposit', {
        headers: { authorization: vip, 'Idempotency-Key': crypto.randomUUID() },
        data: { amount: 2_000, network: 'TRC20' },
      })
      expect(filed.status()).toBe(200)
      await page.goto('/member/deposit')
      await openDialog(page, lang, 'deposit.pay_usdt', `/member/deposit (vip) at ${width} px in ${lang}`)
      await openDialog(page, lang, 'deposit.detail_of', `/member/deposit (vip) at ${width} px in ${lang}`, { keepOpen: true })
      const details = page.getByRole('dialog')
      await details.getByRole('button', { name: label(lang, 'deposit.cancel_order') }).click()
      await expect(details).toContainText(label(lang, 'requests.status.deposit.cancelled'))
      await expect(details.getByRole('button', { name: label(lang, 'deposit.cancel_order') })).toHaveCount(0)
    })
  }
}
