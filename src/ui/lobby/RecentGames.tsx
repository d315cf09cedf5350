import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectMember } from '../../machines/session/selectors'
import { useContentLanguage } from '../useContentLanguage'
import { GameGrid } from './GameGrid'

/** The member's "Recently played" row, the last opened game first; nothing for a visitor or before a first game. */
export function RecentGames() {
  const { queries, session } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const member = useSelector(session, selectMember)
  const titleId = useId()
  const recent = useQuery({ ...queries.memberGames.recent(member?.id ?? 0, lang), enabled: member !== null })
  const games = member ? recent.data?.games : undefined
  if (!games?.length) return null
  return (
    <section aria-labelledby={titleId} className="game-row-section" data-testid="recent-games">
      <h2 id={titleId}>{t('lobby.recently_played')}</h2>
      <GameGrid games={games} eagerCount={0} />
    </section>
  )
}
