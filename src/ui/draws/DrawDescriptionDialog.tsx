import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { useMember } from '../member/useMember'
import { useOddsText, usePrizeText } from './PrizeText'
import './draws.css'
import { Spinner } from '../progress/Spinner'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'
import { RulesTable } from '../forms/RulesTable'
import { useMemberQueries } from '../member/useMemberQueries'

/** A draw's rules and the stated odds of every prize, as the server draws them. */
export default function DrawDescriptionDialog({ props }: DialogComponentProps<'DrawDescription'>) {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const prizeText = usePrizeText()
  const oddsText = useOddsText()
  const list = useQuery(memberQueries.activity.draws(member.id))
  const draw = list.data?.draws.find((d) => d.id === props.drawId)

  if (list.isPending) return <Spinner />
  if (!draw) return <p className="empty">{t('draws.gone')}</p>
  return (
    <div className="form">
      <h3>{t(`draws.name.${draw.slug}`)}</h3>
      <ul className="rules-list">
        <li>{t('draws.rule_ticket', { count: draw.ticketCost })}</li>
        <li>{t('draws.rule_server')}</li>
        <li>{t('draws.rule_credit', { kind: t('transactions.kind.lucky_draw_prize') })}</li>
        <li>{t('draws.rule_turnover')}</li>
        <li>{t('draws.rule_tickets')}</li>
        <li>{t('draws.rule_who')}</li>
      </ul>
      <RulesTable className="odds-table" caption={t('draws.odds')} headers={[t('draws.prize'), t('draws.chance')]}>
        {draw.prizes.map((prize) => (
          <tr key={prize.id}>
            <th scope="row">{prizeText(prize)}</th>
            <td className="num">{oddsText(prize.odds)}</td>
          </tr>
        ))}
      </RulesTable>
      <p className="hint">{t('draws.segments_note')}</p>
      <CloseDialogButton />
    </div>
  )
}
