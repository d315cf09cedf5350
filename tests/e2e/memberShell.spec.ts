// A signed-in visit's money page arrives with its top drawn by the server (server/routes/memberShell.ts):
// where the app draws it, its links working before the app runs and its buttons waiting for it.
import { expect } from '@playwright/test'
import { expectDrawnLikeTheApp, type Locale } from './drawnLikeTheApp'
import { bindVerifiedCard, credit, registerMember, signIn } from './freshMembers'
import { markNewsSeen, test } from './helpers'

const frame = ['header.site-header', '.wallet-toggle', '.header-money a', '.header-money a + a', '.header-tools select', '.member-nav a', '.member-nav a[aria-current="page"]', 'main h1', '.page-intro']

const pages = [
  {
    path: '/member/deposit',
    heading: { 'en-US': 'Deposit', 'ko-KR': '입금' },
    parts: [...frame, '.wallet-summary dd', '.wallet-summary div + div dd', 'main .hint a', '#deposit-channels-title', '.promotion-list p', '.promotion-list .hint', '.promotion-list button'],
  },
  { path: '/member/withdrawal', heading: { 'en-US': 'Withdrawal', 'ko-KR': '출금' }, parts: frame },
  { path: '/member/game-wallet', heading: { 'en-US': 'Game wallet', 'ko-KR': '게임 지갑' }, parts: [...frame, '.wallet-summary dd', 'main .note'] },
]

for (const { path, heading, parts } of pages) {
  test(`the page the server sends draws the top of ${path} where the app draws it, its links working before the app runs`, async ({ browser, baseURL, request }) => {
    // A member of this test's own, so no other test moves the balance between the two visits.
    const member = await registerMember(request, 'shell', '한지우')
    await bindVerifiedCard(request, member)
    await credit(request, member, 123_456)
    await expectDrawnLikeTheApp(browser, {
      path: `${baseURL}${path}`,
      parts,
      prepare: async (context) => {
        await markNewsSeen(context, baseURL!)
        await signIn(context, member, baseURL!)
      },
      shellReady: (page, locale: Locale) => expect(page.getByRole('heading', { level: 1, name: heading[locale] })).toBeVisible(),
      beforeTheApp: async (page) => {
        await expect(page.getByRole('banner')).toContainText('$1,234.56')
        // The buttons need the app: until it runs they take no focus.
        const button = page.locator('main button, header .wallet-toggle').first()
        await button.evaluate((element) => (element as HTMLElement).focus())
        await expect(button).not.toBeFocused()
        await page.getByRole('link', { name: 'Withdraw', exact: true }).click()
        await expect(page).toHaveURL(/\/member\/withdrawal$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible()
      },
      // The balance's button is the app's: the server draws it inert, without its test id.
      appReady: (page) => expect(page.getByTestId('header-balance')).toContainText('1,234.56'),
    })
  })
}
