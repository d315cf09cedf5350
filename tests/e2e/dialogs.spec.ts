import { expect, type Locator, type Page } from '@playwright/test'
import { fillFields, markNewsSeen, submitLogin, test, tokenCookie } from './helpers'

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token'

// These tests play answers back with page.route, which does not see a request a service worker
// forwards (Playwright's documented limit); a worker taking control mid-test would let one through.
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** Puts the keyboard on a control and presses it, as Tab would reach it. */
async function press(control: Locator, key = 'Enter') {
  await control.focus()
  await control.press(key)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

function newUsername(prefix: string) {
  return `${prefix}${Date.now().toString(36).slice(-6)}`
}

test('every dialog opens, works and closes by keyboard alone', async ({ page, request }) => {
  // Twelve dialogs, one after another.
  test.setTimeout(150_000)
  const username = newUsername('kb')
  await page.goto('/')
  const banner = page.getByRole('banner')
  const loginButton = banner.getByRole('button', { name: 'Log in' })

  // Login: focus moves in, the page behind stops scrolling, Escape closes it and focus comes back.
  await press(loginButton)
  let dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByLabel('Username', { exact: true })).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(loginButton).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

  // NonMember, reached from Login.
  await page.keyboard.press('Enter')
  await press(page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Ask a question as a guest' }))
  dialog = page.getByRole('dialog', { name: 'Ask a question' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('Le Minh')
  await page.keyboard.press('Tab')
  await page.keyboard.type('minh@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('How long does a withdrawal take?')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Customer service will contact you soon.' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Register ↔ SimpleRegistration, then a full registration that logs the new member in.
  await press(banner.getByRole('button', { name: 'Join now' }))
  await press(page.getByRole('dialog', { name: 'Create an account' }).getByRole('button', { name: 'Quick sign-up with a username only' }))
  await press(page.getByRole('dialog', { name: 'Quick sign-up' }).getByRole('button', { name: 'Full registration' }))
  dialog = page.getByRole('dialog', { name: 'Create an account' })
  await expect(dialog.getByLabel('Username')).toBeFocused()
  await page.keyboard.type(username)
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), 'Secret123')
  await typeInto(page, dialog.getByLabel('Confirm password'), 'Secret123')
  await typeInto(page, dialog.getByLabel('Real name'), 'Park Ji-hoon')
  await typeInto(page, dialog.getByLabel('Mobile number'), '+82 10 5555 1234')
  await typeInto(page, dialog.getByLabel('Email'), 'jihoon@example.com')
  await press(dialog.getByRole('checkbox'), 'Space')
  await press(dialog.getByLabel('Email'))
  await expect(dialog).toBeHidden()
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible()

  // CreateBank, from the withdrawal page.
  await page.goto('/member/withdrawal')
  await press(page.getByRole('button', { name: 'Add bank account' }))
  dialog = page.getByRole('dialog', { name: 'Add bank account' })
  await expect(dialog.getByLabel('Bank')).toBeFocused()
  // The bank list arrives after the dialog opens: choose once it is there.
  await expect(dialog.getByLabel('Bank').locator('option[value="KB"]')).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByLabel('Bank')).toHaveValue('KB')
  await typeInto(page, dialog.getByLabel('Branch'), 'Jamsil Branch')
  await expect(dialog.getByLabel('Account holder')).toHaveValue('Park Ji-hoon')
  await typeInto(page, dialog.getByLabel('Account number'), `110-${Date.now().toString().slice(-9)}`)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('bank-card')).toContainText('Awaiting verification')

  // ForgetPassword: log out, ask for a code, set a new password with it, log in with that.
  await press(banner.getByRole('button', { name: 'Log out' }))
  await press(banner.getByRole('button', { name: 'Log in' }))
  await press(page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }))
  dialog = page.getByRole('dialog', { name: 'Reset password' })
  await expect(dialog.getByLabel('Username')).toBeFocused()
  await page.keyboard.type(username)
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Verification code')).toBeVisible()
  const outbox = await request.get(`/api/admin/outbox?username=${username}`, { headers: { 'Admin-Token': ADMIN_TOKEN } })
  const { code } = (await outbox.json()) as { code: string }
  await typeInto(page, dialog.getByLabel('Verification code'), code)
  await typeInto(page, dialog.getByLabel('New password'), 'Changed123')
  await typeInto(page, dialog.getByLabel('Confirm password'), 'Changed123')
  await page.keyboard.press('Enter')
  dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
  await typeInto(page, dialog.getByLabel('Username', { exact: true }), username)
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), 'Changed123')
  await page.keyboard.press('Enter')
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible()

  // DeleteCookies, from the footer: clears the site's cookies and storage and logs out.
  await press(page.getByRole('contentinfo').getByRole('button', { name: 'Clear cookies' }))
  dialog = page.getByRole('dialog', { name: 'Clear cookies' })
  await press(dialog.getByRole('button', { name: 'Clear cookies and data' }))
  await expect(dialog).toBeHidden()
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await tokenCookie(page)).toBeUndefined()
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
})

test('Escape closes a dialog wherever focus is, as before its first field has taken it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog.getByLabel('Username', { exact: true })).toBeFocused()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('registration refuses bad input with translated messages and keeps what was typed', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Join now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await fillFields(dialog, {
    Username: 'demo',
    Password: 'Secret123',
    'Confirm password': 'Secret124',
    'Real name': 'Park Ji-hoon',
    'Mobile number': 'call me',
    Email: 'jihoon@example.com',
  })
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog.getByText('The two passwords do not match.')).toBeVisible()
  await expect(dialog.getByText('Mobile number is not valid.')).toBeVisible()
  await expect(dialog.getByText('Please confirm that you are an adult and accept the terms.')).toBeVisible()
  await expect(dialog.getByLabel('Confirm password')).toHaveValue('Secret124')

  await fillFields(dialog, { 'Confirm password': 'Secret123', 'Mobile number': '+82 10 5555 1234' })
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  // The server has the last word: the username is taken.
  await expect(dialog.getByText('That username is already taken.')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'That username is already taken.' })).toBeVisible()
  await expect(dialog.getByLabel('Username')).toHaveValue('demo')
  await expect(dialog.getByLabel('Real name')).toHaveValue('Park Ji-hoon')
  await expect(dialog.getByLabel('Email')).toHaveValue('jihoon@example.com')
})

test('the terms box is a 44 px target named by its sentence, and its terms open in a new tab while the form keeps what was typed', async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Join now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await dialog.getByLabel('Username').fill('reader01')
  const agreement = dialog.getByRole('checkbox', { name: 'I am 18 or older and accept the terms of service and privacy policy' })
  const box = await agreement.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(44)
  expect(box?.height).toBeGreaterThanOrEqual(44)

  const [terms] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'terms of service' }).click()])
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await terms.close()
  // Following the link did not tick the box, and the form is as it was.
  await expect(agreement).not.toBeChecked()
  await expect(dialog.getByLabel('Username')).toHaveValue('reader01')
  await agreement.click()
  await expect(agreement).toBeChecked()
})

test('a referral code from the landing URL is prefilled and editable', async ({ page }) => {
  await page.goto('/?referralCode=FRIEND42')
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('banner').getByRole('button', { name: 'Join now' }).click()
  const field = page.getByRole('dialog', { name: 'Create an account' }).getByLabel('Referral code')
  await expect(field).toHaveValue('FRIEND42')
  await field.fill('OTHER1')
  await expect(field).toHaveValue('OTHER1')
})

test('login failures are told apart: wrong credentials, then an account locked for too many attempts', async ({ page }) => {
  await page.goto('/')
  const dialog = await submitLogin(page, 'demo', 'Wrong1234')
  await expect(dialog.getByText('The username or password is incorrect.')).toBeVisible()

  // Locking takes ten failures from one address; the browser shares 127.0.0.1 with every other
  // test, so the server's lock answer is played back here (the server side is covered by inject tests).
  await page.route('**/api/Member/memberLogin', (route) =>
    route.fulfill({ status: 429, json: { errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } } }),
  )
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog.getByText('Too many failed attempts. Please try again in 15 minutes.')).toBeVisible()
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Wrong1234')
})

test('a guest question with bad input gets translated messages and keeps what was typed', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Ask a question as a guest' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ask a question' })
  await fillFields(dialog, { Name: 'Le Minh', 'Email or phone': 'abc', Question: 'help' })
  await dialog.getByRole('button', { name: 'Send question' }).click()
  await expect(dialog.getByText('Email or phone must be at least 5 characters.')).toBeVisible()
  await expect(dialog.getByText('Question must be at least 10 characters.')).toBeVisible()
  await expect(dialog.getByLabel('Question')).toHaveValue('help')

  await page.route('**/api/guest-questioning/send', (route) =>
    route.fulfill({ status: 429, json: { errorMessage: 'too_many_requests', errorValues: { seconds: 420 } } }),
  )
  await fillFields(dialog, { 'Email or phone': 'minh@example.com', Question: 'How long does a withdrawal take?' })
  await dialog.getByRole('button', { name: 'Send question' }).click()
  await expect(dialog.getByText('Too many requests. Please try again in 420 seconds.')).toBeVisible()
  await expect(dialog.getByLabel('Question')).toHaveValue('How long does a withdrawal take?')
})
