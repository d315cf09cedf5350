// A signed-in phone's largest paint on a money page is text the app can draw only once its
// JavaScript has loaded, run and rendered: on a phone, two seconds after the header shell. The server
// already reads the page's first member answers with the visitor's session (memberFirstReads.ts), so,
// as heroShell.ts does for the home page, the page it sends draws that page's top: the member's header
// corner (balance, Deposit, Withdraw), the member menu, the page's title and introduction and, on the
// deposit and game-wallet pages, what follows them. The same elements and classes as Header,
// MemberSummary, MoneyActions, MemberNav, MemberPage, WalletSummary, DepositLimitSummary and
// DepositChannels; links work before the app does, buttons wait for it (inert). Anything drawn from a
// member's state the server cannot draw as the app will (a time in the member's own zone, an open
// order) ends the drawing there. tests/e2e/memberShell.spec.ts checks both draw it in the same place.
import type { CallName, ResponseOf } from '../../src/shared/contract'
import { hasVerifiedCard } from '../../src/shared/depositAccess'
import { htmlLang, languageTag, languages, nativeName, type Language } from '../../src/shared/languages'
import { introKeyOf, memberPages, titleKeyOf, type MemberPagePath } from '../../src/shared/memberPages'
import { formatMoney, formatNumber } from '../../src/shared/money'
import { escapeHtml } from '../service/plainText'
import { shellLink } from './shellLink'
import { shellText } from './shellMessages'

/** The page's answer to `name`, as the contract types it, or undefined when the page holds none. */
export type AnswerOf = <N extends CallName>(name: N) => ResponseOf<N> | undefined

/** What the server draws of a page: the end of the header's bar, its tools (Log out, the language) and the page's main content. */
export interface DrawnShell {
  headerCorner: string
  headerTools: string
  main: string
}

interface Drawing {
  path: MemberPagePath
  text: (key: string, values?: Record<string, string | number>) => string
  money: (minor: number) => string
  number: (value: number) => string
}

function headerCorner({ path, text, money }: Drawing, balance: number, unread: number): string {
  const badge = unread > 0 ? `<span class="badge"><span aria-hidden="true">${unread}</span><span class="visually-hidden">${text('header.unread_total', { count: unread })}</span></span>` : ''
  return (
    `<div class="header-account" inert><div class="wallet"><button type="button" class="wallet-toggle">` +
    `<span class="stat-label">${text('header.balance')}</span><span class="stat-value">${money(balance)}</span>${badge}</button></div></div>` +
    `<div class="header-money">${shellLink('/member/deposit', text('header.deposit'), { className: 'button', current: path === '/member/deposit' })}` +
    `${shellLink('/member/withdrawal', text('header.withdraw'), { className: 'button button-secondary', current: path === '/member/withdrawal' })}</div>`
  )
}

/** Beside the bar from 768 px (hidden in the phone's menu): Log out and the language, as Header and LanguageSwitcher draw them. */
function headerTools(language: Language, { text }: Drawing): string {
  const options = languages.map((code) => `<option value="${code}" lang="${languageTag[code]}"${code === language ? ' selected' : ''}>${escapeHtml(nativeName[code])}</option>`)
  return (
    `<div class="header-tools" inert><button type="button" class="button button-secondary">${text('header.logout')}</button>` +
    `<div class="language-switcher"><select aria-label="${text('header.language')}">${options.join('')}</select></div></div>`
  )
}

function memberNav({ path, text }: Drawing): string {
  const links = [shellLink('/member', text('member.title'), { current: false }), ...memberPages.map((page) => shellLink(page.to, text(page.titleKey), { current: page.to === path }))]
  return `<nav aria-label="${text('member.menu')}" class="member-nav">${links.join('')}</nav>`
}

function walletSummary({ text, money, number }: Drawing, balance: number, point: number): string {
  return (
    `<dl class="wallet-summary"><div><dt>${text('wallet.main_balance')}</dt><dd>${money(balance)}</dd></div>` +
    `<div><dt>${text('wallet.points')}</dt><dd>${number(point)}</dd></div></dl>`
  )
}

/** The deposit page below the wallet: the limits' line and the channels, as far as the server can draw them as the app will. */
function depositTop(drawing: Drawing, answer: AnswerOf): string {
  const { text, money } = drawing
  const info = answer('getMemberDepositInfo')
  const settings = answer('getResponsibleGaming')
  // A limit that resets shows the reset in the member's own time zone, which only the browser knows.
  if (!info || !settings || settings.resetsAt) return ''
  const limits =
    `<p class="hint">${settings.remaining === null ? text('responsible.summary.none') : text('responsible.summary.remaining', { amount: money(settings.remaining) })} ` +
    `${shellLink('/member/responsible-gaming', text('responsible.summary.link'), { current: false })}</p>`
  if (info.open) return limits
  const channels = info.channels.map(
    (channel) =>
      `<li class="panel"><h3>${text(`deposit.channel.${channel.channel}`)}</h3><p>${text(`deposit.intro.${channel.channel}`)}</p>` +
      `<p class="hint">${text('deposit.limits', { min: money(channel.min), max: money(channel.max) })}</p>` +
      `<button type="button" class="${channel.open ? 'button' : 'button button-secondary'}">${text(`deposit.start.${channel.channel}`)}</button>` +
      (channel.open ? '' : `<p class="hint">${text('deposit.vip_only')}</p>`) +
      `</li>`,
  )
  return (
    limits +
    `<section aria-labelledby="deposit-channels-title"><h2 id="deposit-channels-title">${text('deposit.channels_title')}</h2>` +
    `<ul class="promotion-list" inert>${channels.join('')}</ul></section>`
  )
}

/** The top of a signed-in visit's money page, or null when the page holds no member answers for it. */
export function memberShell(language: Language, answer: AnswerOf): DrawnShell | null {
  const member = answer('getMemberInfoV3')
  const balance = answer('getBalance')?.balance
  const point = answer('getPoint')?.point
  const withdrawal = answer('getMemberWithdrawalInfoV2')
  // The deposit gate sends a member without a verified card to the withdrawal page.
  const mayDeposit = hasVerifiedCard(answer('getMemberBankInfoList')?.cards ?? [])
  const path: MemberPagePath | null = answer('getMemberDepositInfo')
    ? mayDeposit
      ? '/member/deposit'
      : null
    : withdrawal
      ? '/member/withdrawal'
      : answer('getPlatformList')
        ? '/member/game-wallet'
        : null
  if (!member || balance === undefined || point === undefined || !path) return null
  const locale = htmlLang[language]
  const drawing: Drawing = {
    path,
    text: (key, values = {}) => escapeHtml(shellText(language, key, values)),
    money: (minor) => escapeHtml(formatMoney(minor, member.currency, locale)),
    number: (value) => escapeHtml(formatNumber(value, locale)),
  }
  const { text } = drawing
  const intro = introKeyOf(path)
  let top = ''
  if (path === '/member/deposit') top = walletSummary(drawing, balance, point) + depositTop(drawing, answer)
  // Above the wallet, the withdrawal page states the verification rule until the member is verified.
  if (path === '/member/withdrawal' && (withdrawal?.verification.status === 'verified' || withdrawal?.verification.remaining === null)) top = walletSummary(drawing, balance, point)
  if (path === '/member/game-wallet') top = walletSummary(drawing, balance, point) + `<p class="note">${text(member.seamless ? 'wallet.mode_seamless' : 'wallet.mode_transfer')}</p>`
  return {
    headerCorner: headerCorner(drawing, balance, member.unread.member + member.unread.service),
    headerTools: headerTools(language, drawing),
    main:
      `<main id="main" class="site-main"><div class="member-area">${memberNav(drawing)}<div class="member-content"><section class="member-page">` +
      `<div class="page-header"><h1>${text(titleKeyOf(path))}</h1>${intro ? `<p class="page-intro">${text(intro)}</p>` : ''}</div>` +
      `${top}</section></div></div></main>`,
  }
}
