// The journeys the Firefox run takes (scripts/test-firefox.mjs): a few of the e2e suite's, the ones
// where an engine differs most (the worker, chunk loading, offline, the policy), each in a browser
// context of its own against the built site on a fresh database. Texts come from the locale files.
import assert from 'node:assert/strict'
import type { BrowserContext, HTTPRequest, Page } from 'puppeteer-core'
import en from '../../locales/en.json'
import kr from '../../locales/kr.json'
import tw from '../../locales/tw.json'
import vn from '../../locales/vn.json'
import { RELOAD_GUARD_KEY } from '../../src/app/storage'
import {
  ADMIN_HEADERS,
  DEMO_PASSWORD,
  api,
  click,
  fill,
  find,
  heading,
  logIn,
  markDocument,
  sameDocument,
  signInWithToken,
  waitForPath,
  waitForText,
} from './page'

interface JourneyContext {
  page: Page
  context: BrowserContext
  baseURL: string
}

export interface Journey {
  name: string
  /** The page may register the service worker; elsewhere it is kept out, so every answer comes from the server. */
  serviceWorker?: boolean
  run: (ctx: JourneyContext) => Promise<void>
}

const OFFLINE_READY = en.pwa.offline_ready
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100)

/** Waits for `<html lang>` to be the tag (the app sets it once the language has loaded). */
async function waitForLang(page: Page, tag: string) {
  const set = await page.waitForFunction((expected: string) => document.documentElement.lang === expected, { polling: 100 }, tag).then(
    () => true,
    () => false,
  )
  assert.ok(set, `<html lang> stayed ${await page.evaluate(() => document.documentElement.lang)}, not ${tag}`)
}

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { polling: 100 })
}

/** A member of the journey's own with a verified bank card, registered and set up through the API. */
async function depositor(baseURL: string) {
  const username = `ff${Date.now().toString(36)}`
  const holder = 'Firefox Tester'
  const { token } = await api<{ token: string }>(baseURL, '/Member/apply', {
    body: { username, password: 'Secret123', confirmPassword: 'Secret123', realName: holder, phone: '+84 90 555 1234', email: 'ff@example.com', agreement: true },
  })
  const card = await api<{ id: number }>(baseURL, '/MemberBank/bindBank', {
    headers: { authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    body: { bankCode: 'KB', branch: 'Gangnam', accountHolder: holder, accountNumber: `110-${String(Date.now()).slice(-7)}` },
  })
  await api(baseURL, `/admin/bank-cards/${card.id}/decision`, { headers: ADMIN_HEADERS, body: { decision: 'verify' } })
  return { username, token, holder }
}

const homeAndLanguages: Journey = {
  name: 'the home page in each language, switched without a reload and kept on the next visit',
  async run({ page, baseURL }) {
    await page.goto(baseURL)
    await heading(page, en.home.hero_title)
    await waitForLang(page, 'en-US')
    await markDocument(page)
    // The switcher is named in the language the page is in.
    let switcher = en.header.language
    for (const [code, messages, htmlLang] of [['kr', kr, 'ko-KR'], ['tw', tw, 'zh-TW'], ['vn', vn, 'vi-VN']] as const) {
      await fill(page, { css: 'select', name: switcher }, code)
      switcher = messages.header.language
      await find(page, { css: 'header button', name: messages.header.login })
      await heading(page, messages.home.hero_title)
      await waitForLang(page, htmlLang)
    }
    assert.ok(await sameDocument(page), 'switching language reloaded the page')
    await page.reload()
    await heading(page, vn.home.hero_title)
    await waitForLang(page, 'vi-VN')
  },
}

const memberPages: Journey = {
  name: 'logging in, then every member page',
  async run({ page, baseURL }) {
    await page.goto(baseURL)
    await logIn(page, 'demo')
    await waitForText(page, '[data-testid="header-balance"]', '$1,000.00')
    const titles = en.member as unknown as Record<string, { title: string }>
    for (const path of [
      'account-details', 'all-agent', 'betting-details', 'coupon', 'customer-service-center', 'deposit',
      'game-wallet', 'member-message', 'my-account', 'responsible-gaming', 'sign-in', 'withdrawal',
    ]) {
      await page.goto(`${baseURL}/member/${path}`)
      await heading(page, titles[path.replace(/-/g, '_')]!.title)
    }
    await click(page, { css: 'header button', name: en.header.logout })
    await find(page, { css: 'header button', name: en.header.login })
  },
}

const depositApprovedLive: Journey = {
  name: 'a bank-transfer deposit filed, then approved by the operator while the page stays open',
  async run({ page, context, baseURL }) {
    const { username, token, holder } = await depositor(baseURL)
    await signInWithToken(context, baseURL, token)
    await page.goto(`${baseURL}/member/deposit`)
    await waitForText(page, '[data-testid="header-balance"]', '$0.00')
    await click(page, { css: 'button', name: en.deposit.start.bank_transfer })
    const form = en.dialogs.DepositPop.title
    await fill(page, { css: 'input', name: en.field.password, dialog: form }, 'Secret123')
    await click(page, { css: 'button', name: en.deposit.account.show, dialog: form })
    const depositorName = await find(page, { css: 'input', name: en.field.depositorName, dialog: form })
    assert.equal(await depositorName.evaluate((input) => (input as HTMLInputElement).value), holder)
    await click(page, { css: 'button', name: '$100.00', dialog: form })
    await click(page, { css: 'button', name: en.deposit.continue, dialog: form })
    await click(page, { css: 'button', name: en.deposit.confirm, dialog: en.dialogs.DepositSubmit.title })
    const [beforeReference, afterReference] = en.deposit.filed.split('{{reference}}') as [string, string]
    const filed = await waitForText(page, '[role="dialog"] [role="status"]', afterReference)
    const reference = filed.slice(beforeReference.length, filed.length - afterReference.length)
    assert.match(reference, /^D-\d{8}-\d{6,}$/)
    await markDocument(page)

    const { items } = await api<{ items: { id: number; reference: string; status: string }[] }>(baseURL, `/admin/deposits?username=${username}`, { headers: ADMIN_HEADERS })
    const order = items.find((item) => item.reference === reference)
    assert.equal(order?.status, 'submitted')
    await api(baseURL, `/admin/deposits/${order.id}/decision`, { headers: ADMIN_HEADERS, body: { decision: 'approve' } })
    await waitForText(page, '[data-testid="header-balance"]', '$100.00')
    await waitForText(page, '[role="status"]', en.requests.update.deposit.approved.replace('{{reference}}', reference).replace('{{amount}}', '$100.00'))
    assert.ok(await sameDocument(page), 'the page reloaded to show the decision')
  },
}

const gameRound: Journey = {
  name: 'a demo game opened from the lobby, one round played, under its own icon',
  async run({ page, context, baseURL }) {
    const { token } = await api<{ token: string }>(baseURL, '/Member/memberLogin', { body: { username: 'demo', password: DEMO_PASSWORD } })
    await signInWithToken(context, baseURL, token)
    await page.goto(`${baseURL}/Categories/fishing`)
    // Signed in once the header shows the balance; a visitor opening a game is asked to log in.
    await waitForText(page, '[data-testid="header-balance"]', '$1,000.00')
    const card = await find(page, { css: '.game-card .game-name' })
    const game = await card.evaluate((name) => name.textContent ?? '')
    // Firefox asks for the page's icon as it loads it: the one it names, or /favicon.ico without one.
    const icon = page
      .waitForResponse((response) => /^\/api\/demo-games\/.*icon\.svg$|^\/favicon\.ico$/.test(new URL(response.url()).pathname))
      .then((response) => `${new URL(response.url()).pathname} ${response.status()}`, (error: unknown) => `no icon asked for: ${String(error)}`)
    await card.click()
    await waitForPath(page, '/api/demo-games/slot')
    await heading(page, game)
    assert.equal(await icon, '/api/demo-games/assets/icon.svg 200')
    const before = cents(await waitForText(page, '#balance', /\$[\d,]+\.\d{2}/))
    await click(page, { css: 'button', name: 'Spin' })
    // The round is drawn on the server: the balance is the stake (1.00) less, plus what it paid.
    const result = await waitForText(page, '#result', /You won|No win|is returned/)
    const won = /You won (\$[\d,]+\.\d{2})/.exec(result)?.[1]
    const paid = won ? cents(won) : /is returned/.test(result) ? 100 : 0
    await waitForText(page, '#balance', usd.format((before - 100 + paid) / 100))
  },
}

const firstVisitWorker: Journey = {
  name: 'a page loaded while the first worker installs keeps what the member typed: no reload',
  serviceWorker: true,
  async run({ page, baseURL }) {
    await page.evaluateOnNewDocument(() => Object.assign(window, { firefoxRunControlledAtStart: navigator.serviceWorker.controller !== null }))
    await page.goto(baseURL)
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.installing != null, { polling: 50 })
    // A second page while the worker installs: Firefox answers its register() once the worker waits.
    await page.goto(`${baseURL}/announcement`)
    assert.equal(await page.evaluate(() => (window as { firefoxRunControlledAtStart?: boolean }).firefoxRunControlledAtStart), false, 'the worker had finished installing before the second page loaded')
    await click(page, { css: 'header button', name: en.header.login })
    const username = await find(page, { css: 'input', name: en.field.username, dialog: en.login.title })
    await username.asLocator().fill('demo')
    await markDocument(page)
    const reloaded = page.waitForNavigation({ timeout: 0 }).then(
      () => 'the page reloaded itself',
      () => 'the page closed',
    )
    await waitForControl(page)
    assert.equal(await username.evaluate((input) => (input as HTMLInputElement).value), 'demo')
    // The works-offline notice waits for the dialog to close; once it shows, this document has seen
    // the whole first install.
    await page.keyboard.press('Escape')
    const announced = waitForText(page, '[role="status"]', OFFLINE_READY).then(
      () => 'announced',
      (error: unknown) => String(error),
    )
    assert.equal(await Promise.race([reloaded, announced]), 'announced')
    assert.ok(await sameDocument(page))
  },
}

const navigationDuringChunkLoad: Journey = {
  name: 'a navigation started while a page chunk loads goes where the member went, and spends no reload guard',
  async run({ page, baseURL }) {
    await page.goto(baseURL)
    const terms = await find(page, { css: 'footer a', name: en.footer.terms_of_service })
    // The Terms page's chunk is held until the member's navigation has been asked for, then let
    // through: Firefox drops it as the navigation starts and reports the import as failed.
    let hold: (request: HTTPRequest) => void = () => {}
    const chunk = new Promise<HTTPRequest>((resolve) => (hold = resolve))
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (/\/assets\/_default\.terms-of-service-[^/]+\.js$/.test(request.url())) hold(request)
      else request.continue().catch(() => {})
    })
    await terms.click()
    const held = await chunk
    const navigation = page.goto(`${baseURL}/Categories/slots`).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    // Dropped by the browser, as this journey means it to be: the request is gone by then.
    held.continue().catch(() => {})
    assert.equal(await navigation, null, 'the navigation was cancelled')
    await heading(page, 'Slots')
    assert.equal(new URL(page.url()).pathname, '/Categories/slots')
    assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY), null, 'the reload guard was spent')
  },
}

const offline: Journey = {
  name: 'after the first visit, offline: the home page and a page read ahead, with the offline notice',
  serviceWorker: true,
  async run({ page, baseURL }) {
    await page.goto(baseURL)
    await waitForText(page, '[role="status"]', OFFLINE_READY)
    await waitForControl(page)
    await page.setOfflineMode(true)
    await page.reload()
    await heading(page, en.home.hero_title)
    await waitForText(page, '[role="status"]', en.pwa.network.offline)
    await click(page, { css: 'header a', name: en.nav.promotions })
    await heading(page, en.promotions.title)
    // Back online is left to the Chromium tests: Firefox sends no `online` event to a document loaded
    // while its offline emulation (WebDriver BiDi) was on.
    await find(page, { css: 'main a[href^="/promotions/"]' })
  },
}

export const journeys: Journey[] = [homeAndLanguages, memberPages, depositApprovedLive, gameRound, firstVisitWorker, navigationDuringChunkLoad, offline]
