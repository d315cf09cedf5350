// axe-core (serious and critical findings) over every route in the four languages, the member pages
// signed in. Dialogs are checked by whichever test opens them (helpers.ts), and the header's open
// menus by layout.spec.ts.
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { auditAccessibility, describeFindings, type Finding } from './accessibility'
import { DEMO_PASSWORD, TOKEN_COOKIE, markNewsSeen, navigate, test } from './helpers'

const languages = ['kr', 'tw', 'en', 'vn'] as const

/** One address for each route of the route tree (its full path as generated in src/routeTree.gen.ts). */
const publicRoutes: Record<string, string[]> = {
  '/': ['/'],
  '/announcement': ['/announcement'],
  '/Categories/$': ['/Categories/slots', '/Categories/live-casino/evolution/baccarat'],
  '/promotions/': ['/promotions'],
  '/promotions/$': ['/promotions/welcome/first-deposit'],
  '/qa': ['/qa'],
  '/privacyPolicy': ['/privacyPolicy'],
  '/responsibleGaming': ['/responsibleGaming'],
  '/terms-of-service': ['/terms-of-service'],
  '/termsOfService': ['/termsOfService'],
  '/healthcheck': ['/healthcheck'],
  '/launchLoading': ['/launchLoading'],
  // Not a route: the 404 view every unknown path gets.
  '404': ['/no/such/page'],
}
const memberRoutes: Record<string, string[]> = Object.fromEntries(
  [
    '/member', '/member/', '/member/account-details', '/member/all-agent', '/member/betting-details', '/member/coupon',
    '/member/customer-service-center', '/member/deposit', '/member/game-wallet', '/member/member-message',
    '/member/my-account', '/member/responsible-gaming', '/member/security', '/member/sign-in', '/member/withdrawal',
  ].map((path) => [path, [path.replace(/\/$/, '')]]),
)

function generatedFullPaths(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? ''
  return Array.from(union.matchAll(/'([^']*)'/g), (match) => match[1]!)
}

async function auditAll(page: Page, paths: readonly string[], lang: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const path of new Set(paths)) {
    await test.step(path, async () => {
      await navigate(page, path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      findings.push(...(await auditAccessibility(page, `${lang} ${path}`)))
    })
  }
  return findings
}

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('every route of the route tree has an address audited here', () => {
  const audited = new Set([...Object.keys(publicRoutes), ...Object.keys(memberRoutes)])
  expect(generatedFullPaths().filter((path) => !audited.has(path))).toEqual([])
})

// Each test below audits some twenty pages in a row: minutes, not seconds, on a busy machine.
test.describe.configure({ timeout: 180_000 })

for (const lang of languages) {
  test(`every public page in ${lang} has no serious or critical axe finding`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    const findings = await auditAll(page, Object.values(publicRoutes).flat(), lang)
    expect(describeFindings(findings)).toBe('')
  })

  test(`every member page in ${lang}, signed in, has no serious or critical axe finding`, async ({ page, context, request, baseURL }) => {
    const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await grant.json()) as { token: string }
    await context.addCookies([
      { name: 'i18n_redirected', value: lang, url: baseURL! },
      { name: TOKEN_COOKIE, value: token, url: baseURL! },
    ])
    const findings = await auditAll(page, Object.values(memberRoutes).flat(), lang)
    expect(describeFindings(findings)).toBe('')
  })
}
