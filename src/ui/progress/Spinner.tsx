import { useTranslation } from 'react-i18next'

/** Something is loading: the turning circle, read as a progress bar named by what it waits for
 *  (by default, "loading"). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation()
  return <div className="spinner" role="progressbar" aria-label={label ?? t('common.loading')} />
}
