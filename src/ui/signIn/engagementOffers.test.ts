import { describe, expect, it } from 'vitest'
import { DAILY_CHECK_COOKIE, drawCookie } from '../../app/storage'
import { nextOffer, type OfferFacts } from './engagementOffers'

const facts = (overrides: Partial<OfferFacts> = {}): OfferFacts => ({
  participation: true,
  signIn: { signedToday: false },
  draws: { tickets: 3, draws: [{ id: 1, ticketCost: 1 }, { id: 2, ticketCost: 1 }] },
  ...overrides,
})

describe('the member hub’s engagement offers', () => {
  it('offers the sign-in first, then each draw once, then nothing', () => {
    const cookies = new Set<string>()
    const has = (name: string) => cookies.has(name)
    expect(nextOffer(facts(), has)).toEqual({ name: 'DailyCheck' })
    cookies.add(DAILY_CHECK_COOKIE)
    expect(nextOffer(facts(), has)).toEqual({ name: 'Draw', props: { drawId: 1 } })
    cookies.add(drawCookie(1))
    expect(nextOffer(facts(), has)).toEqual({ name: 'Draw', props: { drawId: 2 } })
    cookies.add(drawCookie(2))
    expect(nextOffer(facts(), has)).toBeNull()
  })

  it('skips the sign-in once signed today, and draws the tickets cannot pay for', () => {
    const none = () => false
    expect(nextOffer(facts({ signIn: { signedToday: true } }), none)).toEqual({ name: 'Draw', props: { drawId: 1 } })
    expect(nextOffer(facts({ signIn: { signedToday: true }, draws: { tickets: 0, draws: [{ id: 1, ticketCost: 1 }] } }), none)).toBeNull()
    expect(nextOffer(facts({ signIn: { signedToday: true }, draws: { tickets: 2, draws: [{ id: 1, ticketCost: 3 }, { id: 2, ticketCost: 2 }] } }), none)).toEqual({
      name: 'Draw',
      props: { drawId: 2 },
    })
  })

  it('offers nothing to a member without the participation flag', () => {
    expect(nextOffer(facts({ participation: false }), () => false)).toBeNull()
  })
})
