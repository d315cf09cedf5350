import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { amounts } from '../../shared/calls/amounts'
import type { TransferDirection } from '../../shared/calls/play'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { AmountField } from '../forms/AmountField'
import { useAmountField } from '../forms/useAmountField'
import { TransferOutcome } from './TransferOutcome'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { FieldError } from '../forms/FieldError'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** Moves money between the main balance and one game platform, in either direction. */
export default function PlatformTransferDialog({ props }: DialogComponentProps<'PlatformTransfer'>) {
  const { queries, dialogs } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const platforms = useQuery(queries.play.platforms(member.id))
  const main = useQuery(queries.balance(member.id))
  const transfer = useBegunFlow(flows.platformTransfer)

  const [platform, setPlatform] = useState(props?.platform ?? '')
  const [direction, setDirection] = useState<TransferDirection>('in')
  const [checked, setChecked] = useState(false)
  const chosen = platforms.data?.platforms.find((p) => p.slug === platform)
  // What the direction moves money out of: the main balance, or the chosen platform's.
  const available = direction === 'in' ? (main.data?.balance ?? 0) : (chosen?.balance ?? 0)
  const amount = useAmountField({
    field: 'amount',
    rule: amounts.platformTransfer,
    currency: member.currency,
    max: [{ value: available, refusal: { errorMessage: 'insufficient_funds', errorValues: { field: 'amount', balance: available } } }],
  })

  if (platforms.isPending || main.isPending) return <Spinner />
  if (platforms.data?.wallet === 'seamless') {
    return (
      <div className="form">
        <p>{t('wallet.seamless_note')}</p>
        <CloseDialogButton />
      </div>
    )
  }

  if (transfer.step === 'done' && transfer.result) {
    return (
      <div className="form">
        <TransferOutcome transfers={[transfer.result]} recovered={transfer.recovered} />
        {props?.gameId && transfer.result.status === 'completed' && <p role="status">{t('wallet.starting_game')}</p>}
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={transfer.begin}>
            {t('wallet.another_transfer')}
          </button>
          {/* The form that had focus is gone; focus goes to what comes next. */}
          <CloseDialogButton primary autoFocus />
        </div>
      </div>
    )
  }

  const list = platforms.data?.platforms ?? []
  const platformError = chosen ? null : errorText('back.errorCode.field_required', { field: 'platform' })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    const minor = amount.submit()
    if (platformError || minor === null || transfer.busy) return
    transfer.submit({ platform, direction, amount: minor })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {props?.gameId && <p className="hint">{t('wallet.transfer_before_play')}</p>}
      <div className="field">
        <label htmlFor={`${id}-platform`}>{t('field.platform')}</label>
        <select
          id={`${id}-platform`}
          value={platform}
          aria-invalid={checked && platformError ? true : undefined}
          aria-describedby={checked && platformError ? `${id}-platform-error` : undefined}
          onChange={(e) => setPlatform(e.target.value)}
        >
          <option value="">{t('wallet.choose_platform')}</option>
          {list.map((p) => (
            <option key={p.slug} value={p.slug} disabled={p.status === 'maintenance'}>
              {p.status === 'maintenance' ? t('wallet.platform_in_maintenance', { platform: p.name }) : `${p.name} (${format.money(p.balance, member.currency)})`}
            </option>
          ))}
        </select>
        {checked && <FieldError id={`${id}-platform-error`} error={platformError} />}
      </div>
      <fieldset className="field choice-group">
        <legend>{t('field.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name={`${id}-direction`} value={value} checked={direction === value} onChange={() => setDirection(value)} />
            {t(`wallet.direction.${value}`)}
          </label>
        ))}
      </fieldset>
      <AmountField field={amount} label={t('field.amount')} hint={t('wallet.available', { amount: format.money(available, member.currency) })} all />
      <FormError error={transfer.error} />
      <FlowNotice step={transfer.step} recovered={transfer.recovered} onCheck={transfer.check} />
      <button type="submit" className="button button-block" disabled={transfer.busy}>
        {t('wallet.transfer_submit')}
      </button>
      <p className="hint">
        <Link to="/member/game-wallet" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
          {t('wallet.open_game_wallet')}
        </Link>
      </p>
    </form>
  )
}
