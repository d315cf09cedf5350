import { describe, expect, it } from 'vitest'
import type { CallName } from '../../src/shared/contract'
import { memberShell, type AnswerOf } from './memberShell'

const member = { currency: 'USD', seamless: false, unread: { member: 2, service: 1 } }
const wallet = { getBalance: { balance: 123_456 }, getPoint: { point: 2500 } }
const channels = [
  { channel: 'bank_transfer', min: 1000, max: 1_000_000, open: true },
  { channel: 'vip', min: 100_000, max: 10_000_000, open: false },
]
const noLimit = { remaining: null, resetsAt: null }
const depositPage = {
  getMemberInfoV3: member,
  ...wallet,
  getResponsibleGaming: noLimit,
  getMemberBankInfoList: { cards: [{ isVerify: false }, { isVerify: true }] },
  getMemberDepositInfo: { open: null, channels },
}

/** The page's answers, as much of each as the shell reads. */
function answers(given: Record<string, unknown>): AnswerOf {
  return ((name: CallName) => given[name]) as AnswerOf
}

describe('the money page the server draws for a signed-in first visit', () => {
  it('draws the member header, the menu and the deposit page down to its channels, in the page language', () => {
    const shell = memberShell('kr', answers(depositPage))!
    expect(shell.headerCorner).toContain('<span class="stat-label">잔액</span><span class="stat-value">$1,234.56</span>')
    expect(shell.headerCorner).toContain('<span aria-hidden="true">3</span><span class="visually-hidden">읽지 않음 3개</span>')
    expect(shell.headerCorner).toContain('<a class="button active" href="/member/deposit" data-status="active" aria-current="page">입금</a>')
    expect(shell.headerTools).toContain('<option value="kr" lang="ko" selected>한국어</option>')
    expect(shell.main).toContain('<a class="active" href="/member/deposit" data-status="active" aria-current="page">입금</a>')
    expect(shell.main).toContain('<h1>입금</h1>')
    expect(shell.main).toContain('<dd>$1,234.56</dd></div><div><dt>포인트</dt><dd>2,500</dd>')
    expect(shell.main).toContain('<ul class="promotion-list" inert>')
    expect(shell.main).toContain('<p class="hint">$10.00부터 $10,000.00까지</p><button type="button" class="button">')
    // The VIP channel, closed below level 2, says so under a secondary button.
    expect(shell.main).toMatch(/<button type="button" class="button button-secondary">[^<]+<\/button><p class="hint">[^<]+<\/p><\/li><\/ul>/)
  })

  it('draws no deposit page for a member the deposit gate sends away, and none without the member answers', () => {
    expect(memberShell('en', answers({ ...depositPage, getMemberBankInfoList: { cards: [{ isVerify: false }] } }))).toBeNull()
    expect(memberShell('en', answers({ ...depositPage, getBalance: undefined }))).toBeNull()
    expect(memberShell('en', answers({ getMemberInfoV3: member, ...wallet }))).toBeNull()
  })

  it('stops where the app would draw what the server cannot: a reset in the member time zone, an open order', () => {
    const resetting = memberShell('en', answers({ ...depositPage, getResponsibleGaming: { remaining: 5000, resetsAt: '2026-11-27T10:00:00.000Z' } }))!
    expect(resetting.main).toMatch(/<dl class="wallet-summary">.*<\/dl><\/section><\/div><\/div><\/main>$/)
    const open = memberShell('en', answers({ ...depositPage, getResponsibleGaming: { remaining: 5000, resetsAt: null }, getMemberDepositInfo: { open: {}, channels } }))!
    expect(open.main).toContain('<p class="hint">Your deposit limits allow $50.00 more. <a href="/member/responsible-gaming">Manage your limits</a></p></section>')
    expect(open.main).not.toContain('promotion-list')
  })

  it('draws the withdrawal wallet only once the verification notice above it is gone, and the game wallet its mode', () => {
    const unverified = { status: 'unverified', remaining: 10_000 }
    const withdrawal = (verification: object) => memberShell('en', answers({ getMemberInfoV3: member, ...wallet, getMemberWithdrawalInfoV2: { verification } }))!.main
    expect(withdrawal(unverified)).not.toContain('wallet-summary')
    expect(withdrawal({ status: 'verified', remaining: null })).toContain('<h1>Withdrawal</h1><p class="page-intro">')
    expect(withdrawal({ status: 'verified', remaining: null })).toContain('<dl class="wallet-summary">')
    const gameWallet = memberShell('en', answers({ getMemberInfoV3: member, ...wallet, getPlatformList: { platforms: [] } }))!.main
    expect(gameWallet).toContain('<p class="note">Transfer: move money into a game platform before you play, and back afterwards.</p>')
  })
})
