import { useTranslation } from 'react-i18next'
import { useCopy } from './useCopy'

/** A value the member must give exactly (an account number, a USDT address, a reference), with a
 *  Copy button beside it; the toast says what was copied, or that it could not be. */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  return (
    <span className="copyable">
      <span className="copyable-value">{value}</span>
      <button type="button" className="button button-secondary copyable-button" onClick={() => void copy(value, label)}>
        {t('common.copy')}
      </button>
    </span>
  )
}
