import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { amounts } from '../../shared/calls/amounts'
import type { WithdrawalDestination, WithdrawalInfo } from '../../shared/calls/withdrawals'
import { AmountField, useAmountDisplay, useAmountErrorText } from '../forms/AmountField'
import type { AmountRules } from '../forms/amountRules'
import { useAmountField } from '../forms/useAmountField'
import { TextField } from '../forms/TextField'
import { useFlows } from '../flows/useFlows'
import { useMember } from '../member/useMember'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { FiledWithdrawal } from './FiledWithdrawal'
import { useErrorText } from '../useErrorText'
import { FieldError } from '../forms/FieldError'
import { useMemberQueries } from '../member/useMemberQueries'

/** A destination as the select holds it: `card:<id>` or `crypto:<network>`. */
function destinationOf(choice: string, address: string): WithdrawalDestination | null {
  const [kind, value] = choice.split(':')
  if (kind === 'card' && value) return { kind: 'card', cardId: Number(value) }
  if (kind === 'crypto' && value) return { kind: 'crypto', network: value, address: address.trim() }
  return null
}

/** The amount's rules: the contract's, then the server's limits for this destination, in the order
 *  the server checks them (a further limit of the info call joins `max` in that order). */
function amountRules(info: WithdrawalInfo, minimum: number, currency: string): AmountRules {
  return {
    field: 'amount',
    rule: amounts.withdrawal,
    currency,
    min: { value: minimum, refusal: { errorMessage: 'withdrawal_below_minimum', errorValues: { field: 'amount', min: minimum } } },
    max: [
      { value: info.maximum, refusal: { errorMessage: 'withdrawal_above_maximum', errorValues: { field: 'amount', max: info.maximum } } },
      { value: info.withdrawable, refusal: { errorMessage: 'withdrawal_above_withdrawable', errorValues: { field: 'amount' } } },
      // Before identity verification, what is left of the unverified limit.
      ...(info.verification.remaining === null
        ? []
        : [{ value: info.verification.remaining, refusal: { errorMessage: 'verification_required' as const, errorValues: { field: 'amount', limit: info.verification.limit, remaining: info.verification.remaining } } }]),
    ],
  }
}

/** The withdrawal form: destination, amount (with quick amounts and all), password, sent once per intent. */
export function WithdrawalForm({ info, currency }: { info: WithdrawalInfo; currency: string }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const money = useAmountDisplay(currency)
  const refusalText = useAmountErrorText(currency)
  const id = useId()
  const withdraw = useBegunFlow(flows.withdraw)

  const firstChoice = info.cards[0] ? `card:${info.cards[0].id}` : ''
  const [choice, setChoice] = useState(firstChoice)
  const [address, setAddress] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  // With two-factor login on, the server asks for a code as well as the password.
  const twoFactorOn = useQuery(memberQueries.security.twoFactor(member.id)).data?.enabled === true
  const network = choice.startsWith('crypto:') ? info.networks.find((n) => `crypto:${n.code}` === choice) : undefined
  const minimum = network ? network.minimum : info.minimum
  const amount = useAmountField(amountRules(info, minimum, currency))

  if (withdraw.step === 'done' && withdraw.result) {
    return (
      <section className="panel wide" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t('withdrawal.filed_title')}</h2>
        <FiledWithdrawal filed={withdraw.result} currency={currency} />
        <FlowNotice step={withdraw.step} recovered={withdraw.recovered} onCheck={withdraw.check} />
        <button type="button" className="button button-secondary" onClick={withdraw.begin}>
          {t('withdrawal.another')}
        </button>
      </section>
    )
  }

  const destination = destinationOf(choice, address)

  const destinationError = destination ? null : errorText('back.errorCode.field_required', { field: 'destination' })
  const addressError = network && !address.trim() ? t('withdrawal.address_required') : null
  const passwordError = password ? null : errorText('back.errorCode.field_required', { field: 'password' })
  const codeError = !twoFactorOn || code.trim() ? null : errorText('back.errorCode.field_required', { field: 'code' })
  const allowed = info.verification.remaining === null ? info.withdrawable : Math.min(info.withdrawable, info.verification.remaining)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    const minor = amount.submit()
    if (destinationError || addressError || passwordError || codeError || minor === null || !destination || withdraw.busy) return
    withdraw.submit({ amount: minor, destination, password, ...(twoFactorOn ? { code: code.trim() } : {}) })
  }

  const shownDestinationError = checked ? destinationError : null

  return (
    <form className="form panel wide" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('withdrawal.form_title')}</h2>
      {/* What the member must know before typing anything goes here, above the fields. */}
      {info.remainingToday === 0 && (
        <p className="note" role="status">
          {t('withdrawal.none_left_today', { count: info.dailyCount })}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-destination`}>{t('field.destination')}</label>
        <select
          id={`${id}-destination`}
          value={choice}
          aria-invalid={shownDestinationError ? true : undefined}
          aria-describedby={shownDestinationError ? `${id}-destination-error` : undefined}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('withdrawal.choose_destination')}</option>
          {info.cards.length > 0 && (
            <optgroup label={t('withdrawal.to_card')}>
              {info.cards.map((card) => (
                <option key={card.id} value={`card:${card.id}`}>
                  {card.label}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t('withdrawal.to_crypto')}>
            {info.networks.map((n) => (
              <option key={n.code} value={`crypto:${n.code}`}>
                {t('withdrawal.usdt_network', { network: n.name })}
              </option>
            ))}
          </optgroup>
        </select>
        <FieldError id={`${id}-destination-error`} error={shownDestinationError} />
      </div>
      {network && (
        <TextField
          label={t('withdrawal.address')}
          hint={t('withdrawal.address_hint', { network: network.name })}
          autoComplete="off"
          spellCheck={false}
          value={address}
          error={checked && addressError ? addressError : undefined}
          onChange={(e) => setAddress(e.target.value)}
        />
      )}
      <AmountField
        field={amount}
        label={t('field.amount')}
        hint={t('withdrawal.available', { amount: money(allowed), min: money(minimum) })}
        all
      />
      {/* The checks of who is asking come last, before the submit button: the password, and any
          further code the member's security settings ask for. */}
      <TextField
        label={t('field.password')}
        hint={t('withdrawal.password_hint')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={checked && passwordError ? passwordError : undefined}
        onChange={(e) => setPassword(e.target.value)}
      />
      {twoFactorOn && (
        <TextField
          label={t('security.code')}
          hint={t('security.code_hint')}
          autoComplete="one-time-code"
          value={code}
          error={checked && codeError ? codeError : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      {withdraw.error && (
        <p className="form-error" role="alert">
          {refusalText(withdraw.error)}
        </p>
      )}
      <FlowNotice step={withdraw.step} recovered={withdraw.recovered} onCheck={withdraw.check} />
      <button type="submit" className="button button-block" disabled={withdraw.busy || info.remainingToday === 0}>
        {t('withdrawal.submit')}
      </button>
    </form>
  )
}
