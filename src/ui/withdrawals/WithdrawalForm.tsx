import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../../shared/calls/errors'
import type { WithdrawalDestination, WithdrawalInfo } from '../../shared/calls/withdrawals'
import { useServices } from '../../app/services'
import { useFlows } from '../flows/useFlows'
import { useMember } from '../member/useMember'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { FiledWithdrawal } from './FiledWithdrawal'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { amountText, currencyDigits, parseAmount } from '../wallet/amount'

/** Quick amounts, in major units of the member's currency. */
const QUICK_AMOUNTS = [50, 100, 500, 1000]

/** A destination as the select holds it: `card:<id>` or `crypto:<network>`. */
function destinationOf(choice: string, address: string): WithdrawalDestination | null {
  const [kind, value] = choice.split(':')
  if (kind === 'card' && value) return { kind: 'card', cardId: Number(value) }
  if (kind === 'crypto' && value) return { kind: 'crypto', network: value, address: address.trim() }
  return null
}

/** The withdrawal form: amount (with quick amounts and all), destination, password, sent once per intent. */
export function WithdrawalForm({ info, currency }: { info: WithdrawalInfo; currency: string }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const id = useId()
  const withdraw = useFlow(flows.withdraw)
  const { begin } = withdraw
  useEffect(() => begin(), [begin])

  const firstChoice = info.cards[0] ? `card:${info.cards[0].id}` : ''
  const [choice, setChoice] = useState(firstChoice)
  const [address, setAddress] = useState('')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const { queries } = useServices()
  const { member } = useMember()
  // With two-factor login on, the server asks for a code as well as the password.
  const twoFactorOn = useQuery(queries.security.twoFactor(member.id)).data?.enabled === true

  if (withdraw.step === 'done' && withdraw.result) {
    return (
      <section className="panel wide" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t('withdrawal.filed_title')}</h2>
        <FiledWithdrawal filed={withdraw.result} currency={currency} />
        <FlowNotice step={withdraw.step} recovered={withdraw.recovered} onCheck={withdraw.check} />
        <button type="button" className="button button-secondary" onClick={begin}>
          {t('withdrawal.another')}
        </button>
      </section>
    )
  }

  const money = (minor: number) => format.money(minor, currency)
  const network = choice.startsWith('crypto:') ? info.networks.find((n) => `crypto:${n.code}` === choice) : undefined
  const minimum = network ? network.minimum : info.minimum
  // Before identity verification, what is left of the unverified limit caps the amount too.
  const unverifiedRemaining = info.verification.remaining
  const allowed = unverifiedRemaining === null ? info.withdrawable : Math.min(info.withdrawable, unverifiedRemaining)
  const cap = Math.min(allowed, info.maximum)
  const minor = parseAmount(amount, currency)
  const destination = destinationOf(choice, address)

  const destinationError = destination ? null : errorText('back.errorCode.field_required', { field: 'destination' })
  const addressError = network && !address.trim() ? t('withdrawal.address_required') : null
  const amountError = !amount.trim()
    ? errorText('back.errorCode.field_required', { field: 'amount' })
    : minor === null
      ? errorText('wallet.amount_format', { digits: currencyDigits(currency) })
      : minor < minimum
        ? t('withdrawal.error.below_minimum', { min: money(minimum) })
        : minor > info.maximum
          ? t('withdrawal.error.above_maximum', { max: money(info.maximum) })
          : minor > info.withdrawable
            ? t('withdrawal.error.above_withdrawable', { amount: money(info.withdrawable) })
            : unverifiedRemaining !== null && minor > unverifiedRemaining
              ? t('withdrawal.error.above_unverified', { amount: money(unverifiedRemaining) })
              : null
  const passwordError = password ? null : errorText('back.errorCode.field_required', { field: 'password' })
  const codeError = !twoFactorOn || code.trim() ? null : errorText('back.errorCode.field_required', { field: 'code' })
  const unit = 10 ** currencyDigits(currency)

  /** The server's refusal; amounts in its values are minor units, shown as money. */
  const refusal = (error: ErrorBody) => {
    const values = { ...error.errorValues }
    for (const name of ['min', 'max', 'limit', 'remaining'] as const) if (typeof values[name] === 'number') values[name] = money(values[name])
    return errorText(`back.errorCode.${error.errorMessage}`, values)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (destinationError || addressError || amountError || passwordError || codeError || minor === null || !destination || withdraw.busy) return
    withdraw.submit({ amount: minor, destination, password, ...(twoFactorOn ? { code: code.trim() } : {}) })
  }

  const fieldError = (name: string, error: string | null) =>
    checked && error ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {error}
      </p>
    ) : null
  const described = (name: string, error: string | null, extra = '') =>
    [extra, checked && error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form className="form panel wide" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('withdrawal.form_title')}</h2>
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
          aria-invalid={checked && destinationError ? true : undefined}
          aria-describedby={described('destination', destinationError)}
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
        {fieldError('destination', destinationError)}
      </div>
      {network && (
        <div className="field">
          <label htmlFor={`${id}-address`}>{t('withdrawal.address')}</label>
          <input
            id={`${id}-address`}
            autoComplete="off"
            spellCheck={false}
            value={address}
            aria-invalid={checked && addressError ? true : undefined}
            aria-describedby={described('address', addressError, `${id}-address-hint`)}
            onChange={(e) => setAddress(e.target.value)}
          />
          <p id={`${id}-address-hint`} className="hint">
            {t('withdrawal.address_hint', { network: network.name })}
          </p>
          {fieldError('address', addressError)}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('field.amount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={checked && amountError ? true : undefined}
          aria-describedby={described('amount', amountError, `${id}-available`)}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => amount && setChecked(true)}
        />
        <p id={`${id}-available`} className="hint">
          {t('withdrawal.available', { amount: money(allowed), min: money(minimum) })}
        </p>
        {fieldError('amount', amountError)}
      </div>
      <div className="chip-row" role="group" aria-label={t('wallet.quick_amounts')}>
        {QUICK_AMOUNTS.map((quick) => (
          <button key={quick} type="button" className="chip" onClick={() => setAmount(amountText(quick * unit, currency))}>
            {money(quick * unit)}
          </button>
        ))}
        <button type="button" className="chip" disabled={cap === 0} onClick={() => setAmount(amountText(cap, currency))}>
          {t('wallet.all')}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('field.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={checked && passwordError ? true : undefined}
          aria-describedby={described('password', passwordError, `${id}-password-hint`)}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id={`${id}-password-hint`} className="hint">
          {t('withdrawal.password_hint')}
        </p>
        {fieldError('password', passwordError)}
      </div>
      {twoFactorOn && (
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('security.code')}</label>
          <input
            id={`${id}-code`}
            autoComplete="one-time-code"
            value={code}
            aria-invalid={checked && codeError ? true : undefined}
            aria-describedby={described('code', codeError, `${id}-code-hint`)}
            onChange={(e) => setCode(e.target.value)}
          />
          <p id={`${id}-code-hint`} className="hint">
            {t('security.code_hint')}
          </p>
          {fieldError('code', codeError)}
        </div>
      )}
      {withdraw.error && (
        <p className="form-error" role="alert">
          {refusal(withdraw.error)}
        </p>
      )}
      <FlowNotice step={withdraw.step} recovered={withdraw.recovered} onCheck={withdraw.check} />
      <button type="submit" className="button button-block" disabled={withdraw.busy || info.remainingToday === 0}>
        {t('withdrawal.submit')}
      </button>
    </form>
  )
}
