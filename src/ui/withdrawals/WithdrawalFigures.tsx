import { useTranslation } from 'react-i18next'
import type { WithdrawalInfo } from '../../shared/calls/withdrawals'
import { useFormat } from '../useFormat'

/** What the member may withdraw now and why not more: held money, turnover still to wager, limits. */
export function WithdrawalFigures({ info, currency }: { info: WithdrawalInfo; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (minor: number) => format.money(minor, currency)
  const target = info.turnoverRequired + info.turnoverWagered
  return (
    <section className="panel wide" aria-labelledby="withdrawal-figures-title">
      <h2 id="withdrawal-figures-title">{t('withdrawal.figures')}</h2>
      <dl className="info-list">
        <div>
          <dt>{t('withdrawal.withdrawable')}</dt>
          <dd data-testid="withdrawable">{money(info.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.held')}</dt>
          <dd data-testid="withdrawal-held">{money(info.held)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.turnover_required')}</dt>
          <dd>{money(info.turnoverRequired)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.limits')}</dt>
          <dd>{t('withdrawal.limits_value', { min: money(info.minimum), max: money(info.maximum) })}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.fee')}</dt>
          <dd>{info.fee === 0 ? t('withdrawal.no_fee') : money(info.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.remaining_today')}</dt>
          <dd>{t('withdrawal.remaining_today_value', { count: info.remainingToday, total: info.dailyCount })}</dd>
        </div>
      </dl>
      {target > 0 && (
        <div className="field">
          <label htmlFor="withdrawal-turnover">{t('withdrawal.turnover_progress')}</label>
          <progress id="withdrawal-turnover" max={target} value={info.turnoverWagered} />
          <p className="hint">{t('withdrawal.turnover_progress_value', { wagered: money(info.turnoverWagered), target: money(target) })}</p>
        </div>
      )}
    </section>
  )
}
