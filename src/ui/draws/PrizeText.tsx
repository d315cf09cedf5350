import { useTranslation } from 'react-i18next'
import type { Prize } from '../../shared/calls/activity'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'

/** A prize as the member reads it: points, or money in their currency. */
export function usePrizeText() {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  return (prize: Pick<Prize, 'kind' | 'amount'>) =>
    prize.kind === 'cash' ? format.money(prize.amount, member.currency) : t('draws.points', { points: format.number(prize.amount) })
}

/** Odds in basis points as a percentage in the member's conventions, e.g. 0.01%. */
export function useOddsText() {
  const format = useFormat()
  return (odds: number) => new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 }).format(odds / 10_000)
}
