import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

/** "Close", closing the dialog on top: a secondary button unless closing is what the dialog leads to.
 *  `autoFocus` where it stands in for a finished form that had the focus. */
export function CloseDialogButton({ primary = false, autoFocus = false }: { primary?: boolean; autoFocus?: boolean }) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  return (
    <button type="button" className={primary ? 'button' : 'button button-secondary'} autoFocus={autoFocus} onClick={() => dialogs.send({ type: 'dialog.close' })}>
      {t('common.close')}
    </button>
  )
}
