import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isRefusal, newIdempotencyKey } from '../../api/client'
import { bindBankRequest, type Bank, type RequestOf } from '../../api/contract'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { useMember } from '../member/useMember'

const FIELDS = ['bankCode', 'branch', 'accountHolder', 'accountNumber'] as const
const COUNTRIES = ['KR', 'TW', 'VN'] as const

/** Binds a bank card in the member's own name; the operator verifies it before deposits open. */
export default function CreateBankDialog() {
  const { api, queries, queryClient, dialogs, toasts } = useServices()
  const { t } = useTranslation()
  const { member, token } = useMember()
  const banks = useQuery(queries.banks(token))
  const form = useContractForm(bindBankRequest, { bankCode: '', branch: '', accountHolder: member.realName, accountNumber: '' })
  // One key per intent: a double click or the client's retry repeats it, so the server binds once.
  const key = useRef(newIdempotencyKey())
  const bind = useMutation({
    mutationFn: (values: RequestOf<'bindBank'>) => api.bindBank(values, { idempotencyKey: key.current }),
    onSuccess: async () => {
      key.current = newIdempotencyKey()
      await queryClient.invalidateQueries({ queryKey: queries.bankCards(token).queryKey })
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'bank.bound' } })
      dialogs.send({ type: 'dialog.close' })
    },
    onError: (error) => {
      if (isRefusal(error)) key.current = newIdempotencyKey()
    },
  })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, bind)
  const formError = errors.form(FIELDS)
  const bankError = errors.field('bankCode')
  const byCountry = (country: string) => (banks.data?.banks ?? []).filter((bank: Bank) => bank.country === country)

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="hint">{t('bank.bind_intro')}</p>
      <div className="field">
        <label htmlFor="bind-bank">{t('field.bankCode')}</label>
        <select
          id="bind-bank"
          name="bankCode"
          value={form.values.bankCode}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? 'bind-bank-error' : undefined}
          onChange={(e) => form.set('bankCode', e.target.value)}
          onBlur={() => form.touch('bankCode')}
        >
          <option value="">{t('bank.choose_bank')}</option>
          {COUNTRIES.map((country) => (
            <optgroup key={country} label={t(`bank.country.${country}`)}>
              {byCountry(country).map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {bankError && (
          <p id="bind-bank-error" className="field-error">
            {bankError}
          </p>
        )}
      </div>
      {(['branch', 'accountHolder', 'accountNumber'] as const).map((name) => (
        <TextField
          key={name}
          {...fieldProps(name)}
          inputMode={name === 'accountNumber' ? 'numeric' : undefined}
          autoComplete="off"
        />
      ))}
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={bind.isPending}>
        {t('bank.bind_submit')}
      </button>
    </form>
  )
}
