import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { useMember } from '../member/useMember'
import { usePrizeText } from './PrizeText'
import './draws.css'
import { useMemberQueries } from '../member/useMemberQueries'

/** What the wheel landed on, where it was credited, and whether another spin is possible. */
export default function WinPrizeDialog({ props }: DialogComponentProps<'WinPrize'>) {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const prizeText = usePrizeText()
  const list = useQuery(memberQueries.activity.draws(member.id))
  const tickets = list.data?.tickets ?? 0
  const where = props.prize.kind === 'cash' ? t('draws.credited_cash') : t('draws.credited_points')

  return (
    <div className="win-prize">
      <p>{t('draws.you_won')}</p>
      <p className="win-prize-amount" data-testid="win-prize">
        {prizeText(props.prize)}
      </p>
      <p>{where}</p>
      <p className="hint">{t('draws.statement', { kind: t('transactions.kind.lucky_draw_prize') })}</p>
      <p>{t('draws.tickets', { count: tickets })}</p>
      <div className="button-row">
        {tickets > 0 && (
          <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.close' })}>
            {t('draws.spin_again')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
          {t('common.close')}
        </button>
      </div>
    </div>
  )
}
