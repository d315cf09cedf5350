import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { bankCountries, bindBankRequest, type Bank } from '../../shared/calls/bank'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { useMember } from '../member/useMember'
import { NeedsConnection } from '../pwa/NeedsConnection'
import { useFlows } from '../flows/useFlows'
import { FieldError } from '../forms/FieldError'

const FIELDS = ['bankCode', 'branch', 'accountHolder', 'accountNumber'] as const

/** Binds a bank card in the member's own name; the operator verifies it before deposits open. */
export default function CreateBankDialog() {
  const { queries } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const { member } = useMember()
  const banks = useQuery(queries.banks(member.id))
  const form = useContractForm(bindBankRequest, { bankCode: '', branch: '', accountHolder: member.realName, accountNumber: '' })
  const bind = useBegunFlow(flows.bindBank)
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
          {bankCountries.map((country) => (
            <optgroup key={country} label={t(`bank.country.${country}`)}>
              {byCountry(country).map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id="bind-bank-error" error={bankError} />
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
      <FlowNotice step={bind.step} recovered={bind.recovered} onCheck={bind.check} />
      <NeedsConnection>
        <button type="submit" className="button button-block" disabled={bind.busy}>
          {t('bank.bind_submit')}
        </button>
      </NeedsConnection>
    </form>
  )
}
