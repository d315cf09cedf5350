import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'

/** The member's bank cards with the operator's verdict on each, and the way to bind another. */
export function BankCardList() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const { member } = useMember()
  const cards = useSuspenseQuery(queries.bankCards(member.id))
  const full = cards.data.cards.filter((c) => c.status !== 'rejected').length >= cards.data.maxCards

  return (
    <section className="bank-cards" aria-labelledby="bank-cards-title">
      <div className="section-header">
        <h2 id="bank-cards-title">{t('bank.cards_title')}</h2>
        <button type="button" className="button" disabled={full} onClick={() => dialogs.send({ type: 'dialog.open', name: 'CreateBank' })}>
          {t('bank.add_card')}
        </button>
      </div>
      {full && <p className="hint">{t('bank.limit_reached', { max: cards.data.maxCards })}</p>}
      {cards.data.cards.length === 0 && <p className="empty">{t('bank.no_cards')}</p>}
      {cards.data.cards.length > 0 && (
        <ul className="bank-card-list">
          {cards.data.cards.map((card) => (
            <li key={card.id} className="bank-card" data-testid="bank-card">
              <div>
                <strong>{card.bankName}</strong> <span className="muted">{card.branch}</span>
              </div>
              <div className="bank-card-number">
                {card.maskedAccountNumber} · {card.accountHolder}
              </div>
              <span className={`card-status card-status-${card.status}`}>
                {t(`bank.status.${card.status}`)}
                {card.reason && <span className="request-reason">: {t(`requests.reason.${card.reason}`)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
