import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { GameGrid } from './GameGrid'

/** The home page's popular and new games; below the first screen, so their images all load lazily. */
export function FeaturedGames() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.featuredGames(lang))
  return (
    <>
      <section aria-labelledby="hot-games-title">
        <h2 id="hot-games-title">{t('home.hot_games')}</h2>
        <GameGrid games={data.hot} eagerCount={0} />
      </section>
      <section aria-labelledby="new-games-title">
        <h2 id="new-games-title">{t('home.new_games')}</h2>
        <GameGrid games={data.new} eagerCount={0} />
      </section>
    </>
  )
}
