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
 * What the member hub offers a qualifying member, in the order it comes: today's sign-in while it is
 * open (DailyCheck, once a day), then each lucky draw their tickets can pay for (Draw, once a day per
 * draw: its per-id cookie). Each dialog sets its own cookie when it shows; the dialogs machine's
 * queue decides how many of them this visit opens.
 */
export function offersOwed(facts: OfferFacts, hasCookie: (name: string) => boolean): EngagementOffer[] {
  if (!facts.participation) return []
  const daily: EngagementOffer[] = !facts.signIn.signedToday && !hasCookie(DAILY_CHECK_COOKIE) ? [{ name: 'DailyCheck' }] : []
  const draws = facts.draws.draws.filter((d) => d.ticketCost <= facts.draws.tickets && !hasCookie(drawCookie(d.id)))
  return [...daily, ...draws.map((d): EngagementOffer => ({ name: 'Draw', props: { drawId: d.id } }))]
}
