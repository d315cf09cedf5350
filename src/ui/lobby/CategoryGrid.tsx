import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { childrenOf } from '../../shared/lobby/categoryTree'
import { CategoryIcon } from '../icons/CategoryIcon'

export function CategoryGrid() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.categories(lang))
  return (
    <ul className="category-grid">
      {childrenOf(data.categories, null).map((category) => (
        <li key={category.path}>
          <Link to="/Categories/$" params={{ _splat: category.path }} className="category-card">
            <CategoryIcon path={category.path} />
            <span>{category.name}</span>
            <span className="category-count">{t('lobby.game_count', { count: category.gameCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
