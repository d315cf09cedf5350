import { useTranslation } from 'react-i18next'
import type { FlowStep } from './useFlow'

/** What the member is told while an answer is late, and after it came late: it was sent once. */
export function FlowNotice({ step, recovered, onCheck }: { step: FlowStep; recovered: boolean; onCheck: () => void }) {
  const { t } = useTranslation()
  if (step === 'checking') {
    return (
      <p className="flow-notice" role="status">
        {t('flow.checking')}
      </p>
    )
  }
  if (step === 'stuck') {
    return (
      <div className="flow-notice flow-notice-warning" role="alert">
        <p>{t('flow.stuck')}</p>
        <button type="button" className="button button-secondary" onClick={onCheck}>
          {t('flow.check_again')}
        </button>
      </div>
    )
  }
  if (step === 'done' && recovered) {
    return (
      <p className="flow-notice" role="status">
        {t('flow.recovered')}
      </p>
    )
  }
  return null
}
