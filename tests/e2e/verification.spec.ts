// Identity verification in the browser, for a freshly registered member: a document sent from my
// account and read back, the operator's approval (through the admin API) seen live with its toast, a rejection
// shown with its translated reason and the form back, on a phone without sideways scroll; and the
// withdrawal page stating the requirement before the member types anything.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, credit, registerMember, signIn } from './freshMembers'
import { markNewsSeen, test } from './helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** A new member signed in in this page, with `amount` minor units credited by the operator. */
async function freshMember(page: Page, request: APIRequestContext, baseURL: string, amount = 0): Promise<string> {
  const member = await registerMember(request, 'iv', 'Identity Tester')
  if (amount > 0) await credit(request, member, amount)
  await signIn(page.context(), member, baseURL)
  return member.username
}

/** Sends the document from the open my-account page and answers the operator's id for it. */
async function sendDocument(page: Page, request: APIRequestContext, username: string): Promise<number> {
  const section = page.getByRole('region', { name: 'Identity verification' })
  await section.getByLabel('Identity document').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF })
  await section.getByRole('button', { name: 'Send document' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Document sent' })).toBeVisible()
  await expect(section).toContainText('Under review')
  await expect(section.getByRole('button', { name: 'Send document' })).toHaveCount(0)
  const listed = await request.get(`/api/admin/verifications?status=pending&username=${username}`, { headers: ADMIN })
  const { items } = (await listed.json()) as { items: { id: number; username: string; status: string }[] }
  expect(items).toMatchObject([{ username, status: 'pending' }])
  return items[0]!.id
}

test('a document sent from my account; the operator approves it and the page shows verified live', async ({ page, request, baseURL }) => {
  const username = await freshMember(page, request, baseURL!)
  await page.goto('/member/my-account')
  const section = page.getByRole('region', { name: 'Identity verification' })
  await expect(section).toContainText('Not verified')
  await expect(section).toContainText('you can withdraw up to $1,000.00 in total')
  // The form asks for the document before sending anything.
  await section.getByRole('button', { name: 'Send document' }).click()
  await expect(section.getByLabel('Identity document')).toHaveAttribute('aria-invalid', 'true')

  const id = await sendDocument(page, request, username)
  // The member reads their own document back.
  await section.getByRole('button', { name: 'Show the document you sent' }).click()
  await expect(section.getByRole('link', { name: 'Open the PDF you sent' })).toHaveAttribute('href', /^blob:/)
  const decided = await request.post(`/api/admin/verifications/${id}/decision`, { headers: ADMIN, data: { decision: 'approve' } })
  expect(decided.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Your identity is verified.' })).toBeVisible()
  await expect(section).toContainText('Verified')
  await expect(section).toContainText('Withdrawals have no verification limit')
})

test('a rejection shows its translated reason and the form again, on a phone without sideways scroll', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'kr', url: baseURL! }])
  await page.setViewportSize({ width: 320, height: 740 })
  const username = await freshMember(page, request, baseURL!)
  await page.goto('/member/my-account')
  const section = page.getByRole('region', { name: '본인 인증' })
  await section.getByLabel('신분증').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF })
  await section.getByRole('button', { name: '서류 보내기' }).click()
  await expect(section).toContainText('확인 중')
  const listed = (await (await request.get(`/api/admin/verifications?status=pending&username=${username}`, { headers: ADMIN })).json()) as { items: { id: number }[] }
  const rejected = await request.post(`/api/admin/verifications/${listed.items[0]!.id}/decision`, { headers: ADMIN, data: { decision: 'reject', reason: 'document_expired' } })
  expect(rejected.status()).toBe(200)
  await expect(page.getByRole('alert').filter({ hasText: '유효기간이 지난 서류입니다' })).toBeVisible()
  await expect(section).toContainText('반려됨: 유효기간이 지난 서류입니다. 유효한 서류를 보내 주세요')
  await expect(section.getByRole('button', { name: '서류 보내기' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})

test('the withdrawal page states the requirement before the member types anything, and caps the amount', async ({ page, request, baseURL }) => {
  await freshMember(page, request, baseURL!, 300_000)
  await page.goto('/member/withdrawal')
  const notice = page.getByText('Withdrawals that take your total withdrawn above $1,000.00 need a verified identity.')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('You can withdraw $1,000.00 more before then.')
  // Above the form, before any field.
  const noticeTop = (await notice.boundingBox())!.y
  expect(noticeTop).toBeLessThan((await page.getByLabel('Amount', { exact: true }).boundingBox())!.y)
  await expect(page.getByText('You can withdraw up to $1,000.00 now')).toBeVisible()
  await page.getByLabel('Amount', { exact: true }).fill('1000.01')
  await page.getByLabel('Amount', { exact: true }).blur()
  await expect(page.getByText('This would take your total withdrawn above $1,000.00, which needs a verified identity. You can withdraw up to $1,000.00 before then.')).toBeVisible()

  await page.getByRole('link', { name: 'Identity verification' }).click()
  await expect(page).toHaveURL(/\/member\/my-account#verification$/)
  await expect(page.getByRole('region', { name: 'Identity verification' })).toBeVisible()
})
