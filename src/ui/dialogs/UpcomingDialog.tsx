import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

/** A dialog whose feature has not opened yet says what it will do, so opening it never leaves the
 *  member with nothing on screen. */
export default function UpcomingDialog() {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const name = useSelector(dialogs, (s) => s.context.stack.at(-1)?.name)
  return (
    <div className="form">
      <p>{t(`dialogs.${name}.upcoming`)}</p>
      <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.close' })}>
        {t('common.close')}
      </button>
    </div>
  )
}
