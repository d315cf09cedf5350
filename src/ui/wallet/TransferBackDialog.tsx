import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { TransferOutcome } from './TransferOutcome'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** Brings one platform's balance, or every platform's, back to the main balance in one click. */
export default function TransferBackDialog({ props }: DialogComponentProps<'TransferBack'>) {
  const { queries } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const platforms = useQuery(queries.play.platforms(member.id))
  const back = useBegunFlow(flows.transferBack)

  if (platforms.isPending) return <Spinner />

  if (back.step === 'done' && back.result) {
    return (
      <div className="form">
        <TransferOutcome transfers={back.result.transfers} recovered={back.recovered} />
        {back.result.skipped.length > 0 && (
          <ul className="transfer-results">
            {back.result.skipped.map((skipped) => (
              <li key={skipped.platform}>
                {t('wallet.skipped', { platform: skipped.platformName, amount: format.money(skipped.balance, member.currency) })}
              </li>
            ))}
          </ul>
        )}
        {/* The button that had focus is gone; focus goes to what comes next. */}
        <CloseDialogButton primary autoFocus />
      </div>
    )
  }

  const holding = (platforms.data?.platforms ?? []).filter((p) => p.balance > 0 && (!props?.platform || p.slug === props.platform))
  const total = holding.filter((p) => p.status === 'available').reduce((sum, p) => sum + p.balance, 0)
  return (
    <div className="form">
      {holding.length === 0 ? (
        <p>{t('wallet.nothing_to_bring_back')}</p>
      ) : (
        <>
          <p>{props?.platform ? t('wallet.back_one_intro') : t('wallet.back_all_intro')}</p>
          <ul className="platform-holdings">
            {holding.map((p) => (
              <li key={p.slug}>
                <span>{p.name}</span> <strong>{format.money(p.balance, member.currency)}</strong>
                {p.status === 'maintenance' && <span className="hint"> {t('wallet.stays_in_maintenance')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <FormError error={back.error} />
      <FlowNotice step={back.step} recovered={back.recovered} onCheck={back.check} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={back.busy || total === 0}
          onClick={() => back.submit(props?.platform ? { platform: props.platform } : {})}
        >
          {t('wallet.bring_back', { amount: format.money(total, member.currency) })}
        </button>
        <CloseDialogButton />
      </div>
    </div>
  )
}
