import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { provideLaunch } from '../../app/gameLaunch'
import { useServices } from '../../app/services'
import { useFlows } from '../flows/useFlows'
import { FavouriteButton } from '../lobby/FavouriteButton'
import { selectIsLoggedIn, selectIsSettled } from '../../machines/session/selectors'
import { useErrorText } from '../useErrorText'
import { Spinner } from '../progress/Spinner'

/** /launchLoading?gameId=…: the loading layout while the game launches, and what to do when it cannot yet. */
export function GameLaunchScreen({ gameId }: { gameId: number }) {
  const services = useServices()
  const { session, dialogs } = services
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [machine] = useState(() => provideLaunch(services))
  const launch = useActorRef(machine, { input: { gameId } })
  const busy = useSelector(launch, (s) => s.hasTag('busy') || s.matches('settling'))
  const visitor = useSelector(launch, (s) => s.matches('visitor'))
  const needsTransfer = useSelector(launch, (s) => s.matches('needsTransfer'))
  const failure = useSelector(launch, (s) => (s.matches('failed') ? s.context.failure : null))
  const game = useSelector(launch, (s) => s.context.game)
  const platform = useSelector(launch, (s) => s.context.platform)
  const platformName = useSelector(launch, (s) => s.context.platformName)

  const settled = useSelector(session, selectIsSettled)
  const loggedIn = useSelector(session, selectIsLoggedIn)
  useEffect(() => {
    if (settled) launch.send({ type: loggedIn ? 'launch.member' : 'launch.visitor' })
  }, [settled, loggedIn, launch])

  // A transfer into the game's platform that completes (from the dialog this page offered) launches the game.
  const transfer = useSelector(flows.platformTransfer, (s) => (s.matches('done') ? s.context.result : null))
  const seen = useRef(transfer)
  useEffect(() => {
    if (!transfer || transfer === seen.current) return
    seen.current = transfer
    if (transfer.status === 'completed' && transfer.direction === 'in' && transfer.platform === platform) launch.send({ type: 'launch.funded' })
  }, [transfer, platform, launch])

  return (
    <div className="launch">
      <img src="/favicon.svg" alt="" width="96" height="96" />
      <p className="launch-name">{game ?? t('site.name')}</p>
      {game && loggedIn && <FavouriteButton gameId={gameId} gameName={game} />}
      {busy && <Spinner label={game ? t('play.starting', { game }) : t('launch.title')} />}
      {visitor && (
        <div className="launch-panel">
          <p>{t('play.login_needed')}</p>
          <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Login' })}>
            {t('play.login')}
          </button>
        </div>
      )}
      {needsTransfer && (
        <StuckPanel
          message={<p>{t('play.needs_transfer', { game, platform: platformName })}</p>}
          action={t('play.transfer_to', { platform: platformName })}
          onAction={() => launch.send({ type: 'launch.transfer' })}
        />
      )}
      {failure && (
        <StuckPanel
          message={<p role="alert">{errorText(`back.errorCode.${failure.code}`, failure.values)}</p>}
          action={t('play.retry')}
          onAction={() => launch.send({ type: 'launch.retry' })}
        />
      )}
    </div>
  )
}

/** A launch that cannot go on by itself: why, the one thing that moves it on, and the way back to the lobby. */
function StuckPanel({ message, action, onAction }: { message: ReactNode; action: string; onAction: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="launch-panel">
      {message}
      <div className="button-row">
        <button type="button" className="button" onClick={onAction}>
          {action}
        </button>
        <Link to="/" className="button button-secondary">
          {t('play.back_to_lobby')}
        </Link>
      </div>
    </div>
  )
}
