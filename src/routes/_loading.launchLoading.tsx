import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectIsSettled } from '../machines/session/selectors'
import { GameLaunchScreen } from '../ui/play/GameLaunchScreen'
import { Spinner } from '../ui/progress/Spinner'

/** `?gameId=` names the game to launch; without it this is where the installed app starts. */
function parseLaunchSearch(search: Record<string, unknown>): { gameId?: number } {
  const gameId = Number(search.gameId)
  return Number.isSafeInteger(gameId) && gameId > 0 ? { gameId } : {}
}

export const Route = createFileRoute('/_loading/launchLoading')({
  staticData: { titleKey: 'launch.title' },
  validateSearch: parseLaunchSearch,
  // A launch may need a transfer (a member flow, app/flows.ts): the flows load before the screen shows.
  loaderDeps: ({ search }) => ({ gameId: search.gameId }),
  loader: ({ context, deps }) => (deps.gameId ? context.flows() : undefined),
  component: LaunchLoading,
})

function LaunchLoading() {
  const { gameId } = Route.useSearch()
  return gameId ? <GameLaunchScreen key={gameId} gameId={gameId} /> : <AppStart />
}

/** The installed app's splash while the language and the session settle, then home. */
function AppStart() {
  const { session, language } = useServices()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const sessionSettled = useSelector(session, selectIsSettled)
  const languagePending = useSelector(language, (s) => s.hasTag('loading'))
  useEffect(() => {
    if (sessionSettled && !languagePending) void navigate({ to: '/', replace: true })
  }, [sessionSettled, languagePending, navigate])
  return (
    <div className="launch">
      <img src="/favicon.svg" alt="" width="96" height="96" />
      <p className="launch-name">{t('site.name')}</p>
      <Spinner label={t('launch.title')} />
    </div>
  )
}
