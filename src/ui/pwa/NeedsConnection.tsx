import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from './useOnline'

/**
 * Wraps the controls of an action that needs the server, such as every money action: offline they
 * are disabled and say that the action needs a connection, instead of being tried and failing. What
 * the member typed stays; the controls come back with the connection.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const online = useOnline()
  const noteId = useId()
  return (
    <fieldset className="needs-connection" disabled={!online} aria-describedby={online ? undefined : noteId}>
      {children}
      {!online && (
        <p id={noteId} className="needs-connection-note" role="status">
          {t('pwa.needs_connection')}
        </p>
      )}
    </fieldset>
  )
}
