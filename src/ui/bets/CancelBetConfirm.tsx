import { useTranslation } from 'react-i18next'
import type { BetRecord } from '../../shared/calls/bets'
import type { ResponseOf } from '../../shared/contract'
import { FlowNotice } from '../flows/FlowNotice'
import type { useFlow } from '../flows/useFlow'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'

type CancelFlow = ReturnType<typeof useFlow<{ betId: number }, ResponseOf<'cancelMemberBet'>>>

/** Asks before a sports bet is cancelled, then says how it went. */
export function CancelBetConfirm({ bet, flow, currency, onDismiss }: { bet: BetRecord; flow: CancelFlow; currency: string; onDismiss: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const stake = format.money(bet.stake, currency)
  return (
    <div className="panel cancel-confirm" role="group" aria-label={t('bets.cancel_title', { game: bet.game })}>
      {flow.step === 'confirming' && (
        <>
          <p>{t('bets.cancel_question', { game: bet.game, stake })}</p>
          <div className="button-row">
            {/* Focus moves here from the row's button, so a keyboard user answers at once. */}
            <button type="button" className="button button-danger" autoFocus onClick={flow.confirm}>
              {t('bets.cancel_confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                flow.edit()
                onDismiss()
              }}
            >
              {t('bets.cancel_keep')}
            </button>
          </div>
        </>
      )}
      {flow.step === 'done' && flow.result && <p role="status">{t('bets.cancel_done', { game: bet.game, stake: format.money(flow.result.refunded, currency) })}</p>}
      {flow.error && <p role="alert">{errorText(`back.errorCode.${flow.error.errorMessage}`, flow.error.errorValues)}</p>}
      <FlowNotice step={flow.step} recovered={flow.recovered} onCheck={flow.check} />
      {(flow.step === 'done' || flow.step === 'failed') && (
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {t('common.dismiss')}
        </button>
      )}
    </div>
  )
}
