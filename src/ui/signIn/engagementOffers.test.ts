import { describe, expect, it } from 'vitest'
import { DAILY_CHECK_COOKIE, drawCookie } from '../../app/storage'
import { offersOwed, type OfferFacts } from './engagementOffers'

const facts = (overrides: Partial<OfferFacts> = {}): OfferFacts => ({
  participation: true,
  signIn: { signedToday: false },
  draws: { tickets: 3, draws: [{ id: 1, ticketCost: 1 }, { id: 2, ticketCost: 1 }] },
  ...overrides,
})

describe('the member hub’s engagement offers', () => {
  it('offers the sign-in first, then each draw, and only what has no flag cookie yet', () => {
    expect(offersOwed(facts(), () => false)).toEqual([{ name: 'DailyCheck' }, { name: 'Draw', props: { drawId: 1 } }, { name: 'Draw', props: { drawId: 2 } }])
    const seen = new Set([DAILY_CHECK_COOKIE, drawCookie(1)])
    expect(offersOwed(facts(), (name) => seen.has(name))).toEqual([{ name: 'Draw', props: { drawId: 2 } }])
    seen.add(drawCookie(2))
    expect(offersOwed(facts(), (name) => seen.has(name))).toEqual([])
  })

  it('skips the sign-in once signed today, and draws the tickets cannot pay for', () => {
    const none = () => false
    expect(offersOwed(facts({ signIn: { signedToday: true } }), none)).toEqual([{ name: 'Draw', props: { drawId: 1 } }, { name: 'Draw', props: { drawId: 2 } }])
    expect(offersOwed(facts({ signIn: { signedToday: true }, draws: { tickets: 0, draws: [{ id: 1, ticketCost: 1 }] } }), none)).toEqual([])
    expect(offersOwed(facts({ signIn: { signedToday: true }, draws: { tickets: 2, draws: [{ id: 1, ticketCost: 3 }, { id: 2, ticketCost: 2 }] } }), none)).toEqual([
      { name: 'Draw', props: { drawId: 2 } },
    ])
  })

  it('offers nothing to a member without the participation flag', () => {
    expect(offersOwed(facts({ participation: false }), () => false)).toEqual([])
  })
})
