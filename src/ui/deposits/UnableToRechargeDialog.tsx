import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { useFormat } from '../useFormat'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** Why a deposit cannot start now, and what the member can do about it. */
export default function UnableToRechargeDialog({ props }: DialogComponentProps<'UnableToRecharge'>) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { reason, reference } = props
  // Without a known time the sentence says "later" as a whole: a date placeholder filled with a word reads wrong.
  const text =
    reason === 'deposit_limit_reached'
      ? props.resetsAt
        ? t('deposit.unable.deposit_limit_reached', { time: format.dateTime(props.resetsAt) })
        : t('deposit.unable.deposit_limit_reached_later')
      : reason === 'account_excluded'
        ? props.until
          ? t('deposit.unable.account_excluded', { time: format.dateTime(props.until) })
          : t('deposit.unable.account_excluded_later')
        : reason === 'open_order' && reference
          ? t('deposit.unable.open_order_reference', { reference })
          : t(`deposit.unable.${reason}`)
  return (
    <div className="form">
      <p role="alert">{text}</p>
      <div className="button-row">
        {reason === 'open_order' && reference && (
          <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'DepositDetail', props: { reference } })}>
            {t('deposit.unable.show_open_order')}
          </button>
        )}
        {reason === 'deposit_limit_reached' && (
          <Link className="button" to="/responsibleGaming" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
            {t('deposit.unable.limits_link')}
          </Link>
        )}
        <CloseDialogButton />
      </div>
    </div>
  )
}
