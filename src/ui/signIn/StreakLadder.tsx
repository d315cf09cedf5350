import { useTranslation } from 'react-i18next'
import type { SignInList } from '../../shared/calls/activity'
import { useFormat } from '../useFormat'
import './signIn.css'

/** Steps of the current 7-day cycle already signed, and the one today's sign-in takes (none once signed). */
export function cyclePosition(list: Pick<SignInList, 'streak' | 'signedToday'>): { done: number; next: number | null } {
  const cycle = 7
  if (list.signedToday) return { done: ((list.streak - 1) % cycle) + 1, next: null }
  const done = list.streak % cycle
  return { done, next: done + 1 }
}

/** The 7-day ladder: points per day of the streak, the ticket on day 7, and where the member stands. */
export function StreakLadder({ list }: { list: SignInList }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { done, next } = cyclePosition(list)
  return (
    <ol className="ladder" aria-label={t('sign_in.ladder')}>
      {list.ladder.map((step) => {
        const state = step.day <= done ? 'done' : step.day === next ? 'next' : 'ahead'
        return (
          <li key={step.day} className={`ladder-step ladder-step-${state}`} aria-current={state === 'next' ? 'step' : undefined}>
            <span>{t('sign_in.day_n', { day: step.day })}</span>
            <strong>{t('sign_in.points_short', { points: format.number(step.points) })}</strong>
            {step.tickets > 0 && <span className="sign-in-ticket">{t('sign_in.ticket_short', { count: step.tickets })}</span>}
            {state === 'done' && <span className="visually-hidden">{t('sign_in.day.signed')}</span>}
          </li>
        )
      })}
    </ol>
  )
}
