import type { LuckyDraw, SignInList } from '../../shared/calls/activity'
import { DAILY_CHECK_COOKIE, drawCookie } from '../../app/storage'
import type { OpenDialog } from '../../machines/dialogs/types'

type EngagementOffer = Extract<OpenDialog, { name: 'DailyCheck' | 'Draw' }>

export interface OfferFacts {
  participation: boolean
  signIn: Pick<SignInList, 'signedToday'>
  draws: { tickets: number; draws: readonly Pick<LuckyDraw, 'id' | 'ticketCost'>[] }
}

/**
 * What the member hub offers a qualifying member next: today's sign-in while it is open (DailyCheck,
 * once a day), then each lucky draw their tickets can pay for (Draw, once a day per draw: its per-id
 * cookie). Each dialog sets its own cookie when it shows, so the next check moves on.
 */
export function nextOffer(facts: OfferFacts, hasCookie: (name: string) => boolean): EngagementOffer | null {
  if (!facts.participation) return null
  if (!facts.signIn.signedToday && !hasCookie(DAILY_CHECK_COOKIE)) return { name: 'DailyCheck' }
  const draw = facts.draws.draws.find((d) => d.ticketCost <= facts.draws.tickets && !hasCookie(drawCookie(d.id)))
  return draw ? { name: 'Draw', props: { drawId: draw.id } } : null
}
