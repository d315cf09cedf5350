import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useOddsText, usePrizeText } from './PrizeText'
import './draws.css'
import { useMemberQueries } from '../member/useMemberQueries'

/** The lucky draws on the sign-in page: tickets held, each draw with its prizes and odds, and the latest prizes won. */
export function LuckyDraws() {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const prizeText = usePrizeText()
  const oddsText = useOddsText()
  const { data } = useSuspenseQuery(memberQueries.activity.draws(member.id))

  return (
    <section aria-labelledby="lucky-draw-title">
      <div className="section-header">
        <h2 id="lucky-draw-title">{t('draws.title')}</h2>
        <p className="tickets" data-testid="tickets-held">
          {t('draws.tickets', { count: data.tickets })}
        </p>
      </div>
      <p className="hint">{t('draws.how_to_get')}</p>
      <ul className="draw-list">
        {data.draws.map((draw) => (
          <li key={draw.id} className="draw-card">
            <h3>{t(`draws.name.${draw.slug}`)}</h3>
            <p className="hint">
              {draw.prizes.map((prize) => `${prizeText(prize)} (${oddsText(prize.odds)})`).join(' · ')}
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                disabled={!member.participation}
                onClick={() => dialogs.send({ type: 'dialog.open', name: 'Draw', props: { drawId: draw.id } })}
              >
                {t('draws.open', { name: t(`draws.name.${draw.slug}`) })}
              </button>
              <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DrawDescription', props: { drawId: draw.id } })}>
                {t('draws.rules')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {data.results.length > 0 && (
        <>
          <h3>{t('draws.recent')}</h3>
          <ul className="result-list">
            {data.results.map((result) => {
              const draw = data.draws.find((d) => d.id === result.drawId)
              return (
                <li key={result.id}>
                  {format.dateTime(result.createdAt)} · {draw ? t(`draws.name.${draw.slug}`) : ''} · <strong>{prizeText(result.prize)}</strong>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
