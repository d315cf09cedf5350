// Engagement in the browser: the daily sign-in, the lucky draw (wheel, prize, per-draw cookie), the
// hub's once-a-day offers, inquiries answered through the operator API with the header's unread count,
// the unread notice after login, a member who does not take part, and every new dialog by keyboard.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { test } from './workerServer'
import { DEMO_PASSWORD, login, markNewsSeen, submitLogin, TOKEN_COOKIE } from './helpers'

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token'
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex')

/** Starts the browser already signed in (the token cookie a login would leave), without the login's unread notice. */
async function signedIn(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }])
}

async function tokenOf(request: APIRequestContext, username: string) {
  const response = await request.post('/api/Member/memberLogin', { data: { username, password: DEMO_PASSWORD } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A member of their own for each test that changes what it checks. */
async function freshMember(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-7)}`
  const response = await request.post('/api/Member/simplyApply', { data: { username, password: 'Secret123', agreement: true } })
  expect(response.status()).toBe(200)
  return { username, token: ((await response.json()) as { token: string }).token }
}

async function pointsIn(stat: Locator): Promise<number> {
  await expect(stat).toContainText(/\d/)
  return Number((await stat.innerText()).replace(/\D/g, ''))
}

/** Puts the keyboard on a control and presses it, as Tab would reach it. */
async function press(control: Locator, key = 'Enter') {
  await control.focus()
  await control.press(key)
}

/** Presses `opener`, sees the dialog named `name` open over the current one, and closes it with Escape. */
async function peekWithKeyboard(opener: Locator, name: string) {
  await press(opener)
  await expect(opener.page().getByRole('dialog', { name })).toBeVisible()
  await opener.page().keyboard.press('Escape')
}

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)
}

test.describe('with the pop-ups seen', () => {
  test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

  test('a member signs in for the day, sees the reward in the calendar and the header, and cannot sign in twice', async ({ page, context, request, baseURL }) => {
    const { token } = await freshMember(request, 'sign')
    await signedIn(context, baseURL!, token)
    await page.goto('/member/sign-in')
    await expect(page.getByRole('heading', { level: 1, name: 'Daily sign-in' })).toBeVisible()
    const today = page.getByTestId('sign-in-today')
    await expect(today).toContainText('Today')
    await expect(today).toContainText('+10 pts')

    await page.getByRole('button', { name: 'Sign in for today (+10 points)' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You received 10 points for today.' })).toBeVisible()
    await expect(page.getByRole('banner').getByTestId('header-point')).toContainText('10')
    await expect(today).toContainText('Signed in')
    await expect(page.getByTestId('sign-in-streak')).toHaveText('Days in a row: 1')

    // A second tab that still shows the button, once the first tab's intent is no longer shared (after a
    // minute; cleared here), sends a key of its own: the server refuses it and credits nothing.
    const second = await context.newPage()
    await second.route('**/api/Activity/memberSignInList', async (route) => {
      try {
        const response = await route.fetch()
        const body = (await response.json()) as { signedToday: boolean }
        await route.fulfill({ response, json: { ...body, signedToday: false } })
      } catch (error) {
        // The page dropped this read while it was on its way (a newer read of the list replaced it),
        // and Playwright disposed of its answer: there is no one left to answer.
        if (!String(error).includes('disposed')) throw error
      }
    })
    await second.goto('/member/sign-in')
    // As Delete cookies does: the tabs holding the database let it go when asked.
    await second.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const deleting = indexedDB.deleteDatabase('lh_intents')
          deleting.onsuccess = () => resolve()
          deleting.onerror = () => reject(deleting.error)
        }),
    )
    await second.getByRole('button', { name: /^Sign in for today/ }).click()
    await expect(second.getByRole('alert').filter({ hasText: 'You have already signed in today' }).first()).toBeVisible()
    await expect(page.getByRole('banner').getByTestId('header-point')).toContainText('10')
    const { point } = (await (await request.get('/api/Point/getPoint', { headers: { Authorization: token } })).json()) as { point: number }
    expect(point).toBe(10)
  })

  test('a spin lands on the prize the server drew, WinPrize shows it, and the draw’s cookie is set for a day', async ({ page, context, request, baseURL }) => {
    await signedIn(context, baseURL!, await tokenOf(request, 'demo'))
    await context.clearCookies({ name: 'lh_draw_1' })
    await page.goto('/member/sign-in')
    const tickets = Number((await page.getByTestId('tickets-held').innerText()).replace(/\D/g, ''))
    expect(tickets).toBeGreaterThan(0)
    // Located by CSS, not role: while a modal dialog is open the header is outside the accessibility tree.
    const headerPoints = page.locator('header [data-testid="header-point"]')
    const before = await pointsIn(headerPoints)

    await page.getByRole('button', { name: 'Spin the Points wheel' }).click()
    const draw = page.getByRole('dialog', { name: 'Lucky draw' })
    await expect(draw.getByRole('img', { name: 'Prize wheel with 6 prizes' })).toBeVisible()
    const cookie = await cookieNamed(page, 'lh_draw_1')
    expect(cookie?.value).toBe('1')
    // Lasting one day (seed §3), give or take the time the test took.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3_600_000)
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3_600_000)

    await draw.getByRole('button', { name: 'Spin the wheel' }).click()
    const win = page.getByRole('dialog', { name: 'Your prize' })
    await expect(win).toBeVisible({ timeout: 10_000 })
    const won = Number((await win.getByTestId('win-prize').innerText()).replace(/\D/g, ''))
    await expect(win).toContainText('Added to your points.')
    await expect(win).toContainText('Lucky draw prize')
    await expect(headerPoints).toContainText((before + won).toLocaleString('en-US'))

    // With reduced motion the wheel does not turn: the prize shows at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await win.getByRole('button', { name: 'Spin again' }).click()
    await expect(draw.getByTestId('draw-tickets')).toHaveText(`Tickets: ${tickets - 1}`)
    await draw.getByRole('button', { name: 'Spin the wheel' }).click()
    await expect(page.getByRole('dialog', { name: 'Your prize' })).toBeVisible({ timeout: 2_000 })
  })

  test('a member without the participation flag sees the features, the reason they cannot take part and how to', async ({ page, context, request, baseURL }) => {
    await signedIn(context, baseURL!, await tokenOf(request, 'newbie'))
    await context.clearCookies({ name: 'lh_daily_check' })
    await page.goto('/member/sign-in')
    const notice = page.getByTestId('participation-notice')
    await expect(notice).toContainText('Why you cannot take part: sign-in rewards, lucky draws and coupons are open to accounts our team has enabled')
    await expect(notice).toContainText('How to take part:')
    await expect(page.getByRole('button', { name: /^Sign in for today/ })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Spin the Points wheel' })).toBeDisabled()
    await expect(page.getByRole('table').filter({ hasText: 'Mon' })).toBeVisible()

    await notice.getByRole('link', { name: 'Ask customer service' }).click()
    await expect(page.getByLabel('Category')).toHaveValue('rewards')
    // The hub offers nothing to a member who cannot take part.
    await page.goto('/member')
    await page.waitForTimeout(1_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('an inquiry gets an operator reply: the unread count rises, and falls once the reply is read', async ({ page, context, request, baseURL }) => {
    const { username, token } = await freshMember(request, 'ask')
    await signedIn(context, baseURL!, token)
    await page.goto('/member/customer-service-center')
    const form = page.getByRole('region', { name: 'New inquiry' })
    const send = form.getByRole('button', { name: 'Send inquiry' })

    // Bad input is refused where it was typed, with nothing sent.
    await send.click()
    await expect(form.getByText('Your message must be at least 10 characters.')).toBeVisible()
    await form.getByLabel('Your message').fill('Hello <b>team</b>, is my bonus active?')
    await send.click()
    await expect(form.getByText('Your message cannot contain HTML tags. Please write plain text.')).toBeVisible()
    await form.getByLabel('Image (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect(form.getByText('Image (optional) must be a JPEG, PNG or WebP image.')).toBeVisible()

    await form.getByLabel('Category').selectOption('withdrawal')
    await form.getByLabel('Your message').fill('My withdrawal is still pending.\nCould you check it, please?')
    await form.getByLabel('Image (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png })
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: /Inquiry Q-\d{8}-\d{6,} sent/ })).toBeVisible()
    const thread = page.getByRole('region', { name: /^Inquiry Q-/ })
    await expect(thread.getByTestId('inquiry-post')).toHaveText([/My withdrawal is still pending\.\s+Could you check it, please\?/])
    await expect(thread.getByRole('img', { name: 'Image you attached' })).toBeVisible()
    await expect(thread).toContainText('Awaiting reply')

    // Away from the thread, the operator answers through the admin API.
    await page.goto('/member/game-wallet')
    const unread = page.locator('header a[href="/member/customer-service-center"]')
    await expect(unread).toHaveText('Unread customer service replies: 0')
    const listed = await request.get(`/api/admin/inquiries?username=${username}`, { headers: { 'Admin-Token': ADMIN_TOKEN } })
    const { items } = (await listed.json()) as { items: { id: number; status: string; category: string }[] }
    expect(items).toMatchObject([{ status: 'open', category: 'withdrawal' }])
    const reply = await request.post(`/api/admin/inquiries/${items[0]!.id}/reply`, {
      headers: { 'Admin-Token': ADMIN_TOKEN },
      data: { body: 'It was paid this morning. <script>alert("x")</script>' },
    })
    expect(reply.status()).toBe(200)
    await expect(unread).toHaveText('Unread customer service replies: 1')

    // PendingInquiries lists it with its unread reply; opening the thread reads it and the count falls.
    await page.goto('/member/customer-service-center')
    await page.getByRole('button', { name: 'Inquiries awaiting you' }).click()
    const pending = page.getByRole('dialog', { name: 'Inquiries awaiting you' })
    await expect(pending.getByText('New replies: 1')).toBeVisible()
    await pending.getByRole('link', { name: /^Q-/ }).click()
    await expect(pending).toBeHidden()
    await expect(thread.getByTestId('inquiry-post').last()).toHaveText(/Customer service.*It was paid this morning\. <script>alert\("x"\)<\/script>/s)
    await expect(unread).toHaveText('Unread customer service replies: 0')
    await expect(thread).toContainText('Answered')
  })
})

test('right after login a member with unread messages is told once, with a link to each', async ({ page, context, baseURL }) => {
  // The pop-ups of the home page are seen; the unread notice is not told yet in this browser session.
  await markNewsSeen(context, baseURL!)
  await context.clearCookies({ name: 'lh_unread_told' })
  await page.goto('/')
  await submitLogin(page, 'demo')
  const notice = page.getByRole('dialog', { name: 'You have unread messages' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('heading', { name: /^Unread messages: \d+$/ })).toBeVisible()
  await expect(notice.getByRole('heading', { name: /^Unread customer service replies: \d+$/ })).toBeVisible()
  await notice.getByRole('button', { name: 'Welcome to the club' }).click()
  const mail = page.getByRole('dialog', { name: 'Message' })
  await expect(mail.getByRole('heading', { name: 'Welcome to the club' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(notice.getByRole('button', { name: 'Welcome to the club' })).toHaveCount(0)
  await notice.getByRole('button', { name: 'Later' }).click()
  await expect(notice).toBeHidden()

  // Logging in again in the same browser session does not tell again; a restored session never does.
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await login(page, 'demo')
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the member hub offers the sign-in once a day, and no draw to a member without tickets', async ({ page, context, request, baseURL }) => {
  const { token } = await freshMember(request, 'offer')
  await markNewsSeen(context, baseURL!)
  await context.clearCookies({ name: /^lh_(daily_check|draw_\d+)$/ })
  await signedIn(context, baseURL!, token)

  await page.goto('/member')
  const daily = page.getByRole('dialog', { name: 'Daily sign-in' })
  await expect(daily).toBeVisible()
  await expect(daily.getByRole('list', { name: 'The 7-day streak' }).getByRole('listitem')).toHaveCount(7)
  await daily.getByRole('button', { name: 'Sign in for today (+10 points)' }).click()
  await expect(daily.getByRole('status').filter({ hasText: 'You received 10 points for today.' })).toBeVisible()
  await page.keyboard.press('Escape')
  // Without tickets no draw is offered; the daily check is not offered again today.
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the demo member’s hub offers each draw once, and never again that day', async ({ page, context, request, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await context.clearCookies({ name: /^lh_draw_\d+$/ })
  await signedIn(context, baseURL!, await tokenOf(request, 'demo'))
  await page.goto('/member')
  for (const name of ['Points wheel', 'Cash wheel']) {
    const draw = page.getByRole('dialog', { name: 'Lucky draw' })
    await expect(draw.getByRole('heading', { name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(draw.getByRole('heading', { name })).toBeHidden()
  }
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect((await cookieNamed(page, 'lh_draw_1'))?.value).toBe('1')
  expect((await cookieNamed(page, 'lh_draw_2'))?.value).toBe('1')
})

test('every new dialog works by keyboard alone', async ({ page, context, request, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { token } = await freshMember(request, 'keys')
  await signedIn(context, baseURL!, token)
  await page.goto('/member/sign-in')

  // DailyCheckDetailPop from the page, then closed with Escape; focus returns to what opened it.
  const rules = page.getByRole('button', { name: 'Sign-in rules' })
  await press(rules)
  const detail = page.getByRole('dialog', { name: 'Sign-in rules' })
  await expect(detail.getByRole('row', { name: /Day 7/ })).toContainText('+100 pts, +1 ticket')
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(rules).toBeFocused()

  // DrawDescription: the odds of every prize, closed with its button.
  await press(page.getByRole('button', { name: 'Rules and odds' }).first())
  const odds = page.getByRole('dialog', { name: 'Lucky draw rules and odds' })
  await expect(odds.getByRole('row', { name: /5,000 points/ })).toContainText('2%')
  await press(odds.getByRole('button', { name: 'Close' }).last())
  await expect(odds).toBeHidden()

  // DailyCheck (offered on the hub), its rules on top of it, and the sign-in from the keyboard.
  await context.clearCookies({ name: 'lh_daily_check' })
  await page.goto('/member')
  const daily = page.getByRole('dialog', { name: 'Daily sign-in' })
  await expect(daily).toBeVisible()
  await peekWithKeyboard(daily.getByRole('button', { name: 'Sign-in rules' }), 'Sign-in rules')
  await press(daily.getByRole('button', { name: 'Sign in for today (+10 points)' }))
  await expect(daily.getByRole('status').filter({ hasText: 'You received 10 points' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(daily).toBeHidden()

  // Draw without a ticket says so; its spin button is not reachable.
  await page.goto('/member/sign-in')
  await press(page.getByRole('button', { name: 'Spin the Points wheel' }))
  const draw = page.getByRole('dialog', { name: 'Lucky draw' })
  await expect(draw.getByText('You have no ticket for this draw.')).toBeVisible()
  await expect(draw.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled()
  await page.keyboard.press('Escape')

  // PendingInquiries: an inquiry sent from the keyboard, then opened from the dialog.
  await page.goto('/member/customer-service-center')
  const text = page.getByLabel('Your message')
  await text.focus()
  await page.keyboard.type('Where can I see my sign-in rewards?')
  await press(page.getByRole('button', { name: 'Send inquiry' }))
  await expect(page.getByRole('region', { name: /^Inquiry Q-/ })).toBeVisible()
  await press(page.getByRole('button', { name: 'Inquiries awaiting you' }))
  const pending = page.getByRole('dialog', { name: 'Inquiries awaiting you' })
  await expect(pending.getByText('Awaiting reply')).toBeVisible()
  await press(pending.getByRole('link', { name: /Where can I see my sign-in rewards\?/ }))
  await expect(pending).toBeHidden()
  await expect(page).toHaveURL(/\?inquiry=\d+/)
})

test('Draw, WinPrize and Unread by keyboard alone', async ({ page, context, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await context.clearCookies({ name: 'lh_unread_told' })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  // Unread, right after a keyboard login: a message opened and closed, then the notice closed.
  await press(page.getByRole('banner').getByRole('button', { name: 'Log in' }))
  const loginDialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(loginDialog.getByLabel('Username', { exact: true })).toBeFocused()
  await page.keyboard.type('demo')
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  const notice = page.getByRole('dialog', { name: 'You have unread messages' })
  await expect(notice).toBeVisible()
  await peekWithKeyboard(notice.getByRole('button', { name: 'Weekly rebate credited' }), 'Message')
  await press(notice.getByRole('button', { name: 'Later' }))
  await expect(notice).toBeHidden()

  // Draw → WinPrize → closed, both. (The points wheel: a cash prize would leave the shared demo member turnover to wager.)
  await page.goto('/member/sign-in')
  await press(page.getByRole('button', { name: 'Spin the Points wheel' }))
  const draw = page.getByRole('dialog', { name: 'Lucky draw' })
  await press(draw.getByRole('button', { name: 'Spin the wheel' }))
  const win = page.getByRole('dialog', { name: 'Your prize' })
  await expect(win).toContainText('Added to your points.')
  await press(win.getByRole('button', { name: 'Close' }).last())
  await expect(win).toBeHidden()
  await expect(draw).toBeHidden()
})
