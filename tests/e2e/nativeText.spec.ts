// Everything a member reads in Korean, Traditional Chinese and Vietnamese is in that language (issue
// 28): every page as a visitor and as `demo`, the dialogs a visitor and a member open and the pop-ups
// that come by themselves, one browser context per language in that market's time zone. A page fails
// on any English (kr, tw: any Latin-script word; vn, written in Latin script: any word only English
// uses) outside the allow-list, any raw message key, and any IANA time-zone id.
import { readFileSync } from 'node:fs'
import { expect, type Browser, type Page } from '@playwright/test'
import { cryptoNetworks } from '../../server/banking/cryptoNetworks'
import { providers } from '../../server/content/catalogue'
import { DEMO_PASSWORD, TOKEN_COOKIE, test } from './helpers'

type Tree = { [key: string]: string | Tree }
type Lang = 'kr' | 'tw' | 'vn'

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  )
}

const messagesOf = (lang: string) => new Map(flatten(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Tree))
const english = messagesOf('en')

/** A message with its {{values}} filled in, as the site shows it. */
function text(messages: Map<string, string>, key: string, values: Record<string, string> = {}): string {
  const message = messages.get(key)
  if (message === undefined) throw new Error(`no message ${key}`)
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

const latinWords = (value: string) => value.match(/(?<![\p{Script=Latin}\d_])\p{Script=Latin}{2,}(?![\p{Script=Latin}\d_])/gu) ?? []

/** Latin-script words a page may show in any language: brand, currency codes, USDT and its networks,
 *  time-zone abbreviations inside a zone's name, provider names; bank names are added from the server. */
const allowList = new Set([
  ...latinWords(text(english, 'site.name')),
  'USD', 'USDT', 'VIP', 'KST', 'GMT', 'UTC', 'API', 'ATM', 'QR', 'ID', 'IP',
  // A help organisation the Responsible Gaming page names.
  'Gamblers', 'Anonymous',
  // File formats an upload takes.
  'JPEG', 'PNG', 'WebP', 'PDF',
  ...cryptoNetworks.flatMap((network) => latinWords(network.name)),
  ...providers.flatMap((provider) => latinWords(provider.name)),
  // The signed-in member's own username, as they chose it.
  'demo',
  // Devices and browsers the security page names, as their makers write them (server/security/userAgent.ts).
  'iPhone', 'iPad', 'Android', 'Windows', 'Mac', 'ChromeOS', 'Linux', 'Edge', 'Opera', 'Samsung', 'Internet', 'Firefox', 'Chrome', 'Safari',
])

/** Words only English uses: the English messages' words that the Vietnamese messages never use, nor
 *  Vietnamese loanwords (a live casino's "Game show"). */
const englishOnly = (() => {
  const words = (messages: Map<string, string>) => new Set([...messages.values()].flatMap(latinWords).map((word) => word.toLowerCase()))
  const vietnamese = new Set([...words(messagesOf('vn')), 'show'])
  return new Set([...words(english)].filter((word) => !vietnamese.has(word)))
})()

const messageKeys = [...english.keys()].filter((key) => key.includes('.'))
const IANA_ZONE = /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/

const markets: Record<Lang, { locale: string; timezoneId: string; zone: string }> = {
  kr: { locale: 'ko-KR', timezoneId: 'Asia/Seoul', zone: '한국 시간(KST)' },
  tw: { locale: 'zh-TW', timezoneId: 'Asia/Taipei', zone: '台北時間' },
  vn: { locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', zone: 'giờ Việt Nam (GMT+7)' },
}

const publicPages = [
  '/', '/announcement', '/Categories/slots', '/Categories/live-casino/evolution/baccarat', '/promotions',
  '/promotions/welcome/first-deposit', '/qa', '/privacyPolicy', '/responsibleGaming', '/terms-of-service', '/no/such/page',
]
const memberPages = [
  '/member', '/member/account-details', '/member/all-agent', '/member/betting-details', '/member/coupon', '/member/customer-service-center',
  '/member/deposit', '/member/game-wallet', '/member/member-message', '/member/my-account', '/member/responsible-gaming',
  '/member/security', '/member/sign-in', '/member/withdrawal', '/responsibleGaming',
]

/** The text a member reads or hears in the page's language: text nodes and the names and hints in
 *  attributes, without what members and operators wrote themselves (an inquiry's words stay as
 *  written) and without text marked as another language (each language's own name in the switcher). */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const authored = '.post-text, .inquiry-excerpt, script, style, noscript'
    const skipped = (element: Element | null) =>
      !element || element.closest(authored) !== null || element.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang
    const parts: string[] = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) parts.push(node.nodeValue ?? '')
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (skipped(element)) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(element.getAttribute(name) ?? '')
    }
    return parts.join('\n')
  })
}

/** What is wrong with a page's text in `lang`, one line each. */
function problems(readable: string, lang: Lang, allowed: Set<string>): string[] {
  // Addresses, paths, e-mail addresses, codes (references, coupon codes) and masked usernames are not words.
  const words = readable.replace(/https?:\/\/\S+|(?:\/[\w.-]+)+\/?|\S*\*{3}\S*|[\w.+-]+@[\w.-]+|\b[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+\b|\b[a-z0-9-]+(?:\.[a-z]{2,})+\b/g, ' ')
  const foreign = latinWords(words).filter((word) => !allowed.has(word) && (lang !== 'vn' || englishOnly.has(word.toLowerCase())))
  return [
    ...[...new Set(foreign)].map((word) => `English word: ${word}`),
    ...messageKeys.filter((key) => readable.includes(key)).map((key) => `raw key: ${key}`),
    ...(IANA_ZONE.exec(readable) ?? []).map((zone) => `IANA zone id: ${zone}`),
  ]
}

async function marketContext(browser: Browser, baseURL: string, lang: Lang) {
  const { locale, timezoneId } = markets[lang]
  const context = await browser.newContext({ baseURL, locale, timezoneId, serviceWorkers: 'block' })
  await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL }])
  return context
}

for (const lang of ['kr', 'tw', 'vn'] as const) {
  test(`everything a visitor and demo read in ${lang} is in ${lang}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(420_000)
    const messages = messagesOf(lang)
    const t = (key: string, values?: Record<string, string>) => text(messages, key, values)
    const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await grant.json()) as { token: string }
    const bankList = await request.get('/api/MemberBank/getBankList', { headers: { lang, authorization: token } })
    const bankNames = ((await bankList.json()) as { banks: { name: string }[] }).banks
    const allowed = new Set([...allowList, ...bankNames.flatMap((bank) => latinWords(bank.name))])
    const found: string[] = []
    const context = await marketContext(browser, baseURL!, lang)
    const page = await context.newPage()

    const check = async (where: string) => {
      const here = problems(await readableText(page), lang, allowed).map((problem) => `${where}: ${problem}`)
      found.push(...here)
    }
    /** Reads and closes whatever dialogs are open: the pop-ups that come by themselves, one at a time. */
    const readDialogs = async (where: string) => {
      for (let shown = 0; shown < 6 && (await page.getByRole('dialog').count()) > 0; shown++) {
        const dialog = page.getByRole('dialog').last()
        await check(`${where}, dialog ${shown + 1}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    }
    // A member's page keeps its event stream open, so "no network" never comes: a page is read once
    // its heading is there and nothing is loading any more.
    const settled = () => expect(page.getByRole('progressbar')).toHaveCount(0)
    const visit = async (path: string) => {
      await page.goto(path)
      // The heading may be behind a pop-up that came by itself (a modal dialog hides the page from the
      // accessibility tree): the pop-ups are read first, then the page.
      await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeAttached()
      await settled()
      await readDialogs(`${path}, on arrival`)
      await check(path)
      await readDialogs(path)
    }
    const openDialog = async (path: string, button: string | RegExp) => {
      if (new URL(page.url()).pathname !== path) await visit(path)
      await page.getByRole('button', { name: button, exact: true }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await settled()
      await readDialogs(`${path} → ${button}`)
    }

    for (const path of publicPages) await test.step(`visitor ${path}`, () => visit(path))
    await expect(page.getByRole('contentinfo')).toContainText(markets[lang].zone)
    await test.step('visitor dialogs', async () => {
      await openDialog('/', t('header.login'))
      await openDialog('/', t('header.register'))
      await openDialog('/qa', t('qa.ask_guest'))
      await openDialog('/qa', t('cookies.open'))
      await page.getByRole('banner').getByRole('button', { name: t('header.login') }).click()
      await page.getByRole('dialog').getByRole('button', { name: t('login.forgot_password') }).click()
      await settled()
      await readDialogs('/qa → forgotten password')
    })

    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    for (const path of memberPages) await test.step(`demo ${path}`, () => visit(path))
    await test.step('member dialogs', async () => {
      for (const channel of ['bank_transfer', 'offline', 'vip', 'usdt']) await openDialog('/member/deposit', t(`deposit.start.${channel}`))
      const detailOf = t('deposit.detail_of', { reference: 'REFERENCE' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      await openDialog('/member/deposit', new RegExp(`^${detailOf.replace('REFERENCE', '\\S+')}$`))
      await openDialog('/member/sign-in', t('sign_in.rules'))
      await openDialog('/member/sign-in', t('draws.rules'))
      await openDialog('/member/betting-details', t('rebate.open'))
      await openDialog('/member/game-wallet', t('points.read_terms'))
      await openDialog('/member/withdrawal', t('bank.add_card'))
      await openDialog('/member/customer-service-center', t('service.pending'))
      await visit('/member/member-message')
      await page.getByRole('main').getByRole('listitem').getByRole('button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await settled()
      await readDialogs('/member/member-message → a message')
    })
    await context.close()
    expect(found).toEqual([])
  })
}
