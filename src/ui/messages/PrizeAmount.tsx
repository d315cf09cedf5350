import { useTranslation } from 'react-i18next'
import type { MemberMessage } from '../../shared/calls/messages'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'

/** A prize as the member reads it: money in their currency, or points. */
export function PrizeAmount({ prize }: { prize: NonNullable<MemberMessage['prize']> }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  return <>{prize.kind === 'balance' ? format.money(prize.amount, member.currency) : t('messages.points', { points: format.number(prize.amount) })}</>
}
