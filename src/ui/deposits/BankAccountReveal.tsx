import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFlows } from '../flows/useFlows'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { TextField } from '../forms/TextField'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { CopyableValue } from '../forms/CopyableValue'
import { FactsList } from '../forms/FactsList'

/** The account to transfer to, shown once the member types the login password again. */
export function BankAccountReveal() {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const reveal = useFlow(flows.depositBankInfo)
  const [password, setPassword] = useState('')
  const account = reveal.step === 'done' ? reveal.result : null

  if (account) {
    return (
      <section className="panel" aria-label={t('deposit.account.title')}>
        <h3>{t('deposit.account.title')}</h3>
        <FactsList
          rows={[
            [t('deposit.account.bank'), account.bankName],
            [t('deposit.account.holder'), account.accountHolder],
            [t('deposit.account.number'), <CopyableValue value={account.accountNumber} label={t('deposit.account.number')} />],
            [t('deposit.account.valid_until'), format.dateTime(account.validUntil)],
          ]}
        />
      </section>
    )
  }

  // A nested form is not allowed; the reveal is a group of its own inside the deposit form.
  const show = (e: FormEvent) => {
    e.preventDefault()
    if (password && !reveal.busy) reveal.submit({ password })
  }
  return (
    <fieldset className="panel">
      <legend>{t('deposit.account.title')}</legend>
      <p className="hint">{t('deposit.account.password_hint')}</p>
      <TextField
        label={t('field.password')}
        type="password"
        revealable
        autoComplete="current-password"
        value={password}
        error={reveal.error ? errorText(`back.errorCode.${reveal.error.errorMessage}`, reveal.error.errorValues) : undefined}
        onChange={(e) => setPassword(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && show(e)}
      />
      <FlowNotice step={reveal.step} recovered={reveal.recovered} onCheck={reveal.check} />
      <button type="button" className="button button-secondary" disabled={reveal.busy || !password} onClick={show}>
        {t('deposit.account.show')}
      </button>
    </fieldset>
  )
}
