import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { CopyableValue } from '../forms/CopyableValue'
import { FactsList } from '../forms/FactsList'
import { useCopy } from '../forms/useCopy'
import { useMember } from '../member/useMember'
import { QrCode } from '../qr/QrCode'
import { CodeForm } from './CodeForm'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

/**
 * Two-factor login on the security page: off (a button to start), setting up (the secret as text and
 * QR code, confirmed by a first code), the ten recovery codes shown once, and on (a code turns it off).
 */
export function TwoFactorSection() {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const copy = useCopy()
  const id = useId()
  const status = useQuery(memberQueries.security.twoFactor(member.id))
  const start = useMutation({ mutationFn: () => api.startTwoFactor() })
  const confirm = useMutation({ mutationFn: (values: { code: string }) => api.confirmTwoFactor(values), onSuccess: () => start.reset() })
  const disable = useMutation({ mutationFn: (values: { code: string }) => api.disableTwoFactor(values), onSuccess: () => confirm.reset() })
  // The recovery codes stay on screen until the member says they kept them: they are never shown again.
  const [codesKept, setCodesKept] = useState(false)
  const recoveryCodes = confirm.data && !codesKept ? confirm.data.recoveryCodes : null

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('security.two_factor.title')}</h2>
      {status.isPending && <Spinner />}
      {recoveryCodes && (
        <div className="recovery-codes" data-testid="recovery-codes">
          <h3>{t('security.recovery.title')}</h3>
          <p>{t('security.recovery.intro')}</p>
          <ol>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={() => void copy(recoveryCodes.join('\n'), t('security.recovery.title'))}>
              {t('security.recovery.copy')}
            </button>
            <button type="button" className="button" onClick={() => setCodesKept(true)}>
              {t('security.recovery.done')}
            </button>
          </div>
        </div>
      )}
      {!recoveryCodes && status.data?.enabled && (
        <>
          <p>{t('security.two_factor.on')}</p>
          <p>{t('security.two_factor.codes_left', { count: status.data.recoveryCodesLeft })}</p>
          <p>{t('security.two_factor.disable_intro')}</p>
          <CodeForm mutation={disable} submitLabel={t('security.two_factor.disable')} danger />
        </>
      )}
      {status.data && !status.data.enabled && !start.data && (
        <>
          {disable.isSuccess ? (
            <p role="status" className="form-success">
              {t('security.two_factor.turned_off')}
            </p>
          ) : (
            <p>{t('security.two_factor.off')}</p>
          )}
          <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
            {t('security.two_factor.start')}
          </button>
        </>
      )}
      {status.data && !status.data.enabled && start.data && (
        <>
          <p>{t('security.two_factor.scan')}</p>
          <div className="two-factor-qr">
            <QrCode value={start.data.uri} label={t('security.two_factor.qr')} />
          </div>
          <FactsList rows={[[t('security.two_factor.secret'), <CopyableValue key="secret" value={start.data.secret} label={t('security.two_factor.secret')} />]]} />
          <CodeForm mutation={confirm} submitLabel={t('security.two_factor.confirm')} />
        </>
      )}
    </section>
  )
}
