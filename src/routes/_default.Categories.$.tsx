import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isCategorySlug } from '../ui/lobby/categories'
import { CategoryGrid } from '../ui/lobby/CategoryGrid'

// The lobby: the first segment is the category, any further segments narrow it (e.g. a provider).
export const Route = createFileRoute('/_default/Categories/$')({
  staticData: { titleKey: 'lobby.title' },
  beforeLoad: ({ params }) => {
    const [category = ''] = params._splat?.split('/') ?? []
    if (!isCategorySlug(category)) throw notFound()
  },
  component: LobbyPage,
})

function LobbyPage() {
  const { t } = useTranslation()
  const { _splat = '' } = Route.useParams()
  const [category = '', ...rest] = _splat.split('/').filter(Boolean)
  return (
    <>
      <nav aria-label={t('lobby.breadcrumb')} className="breadcrumb">
        <Link to="/">{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to="/Categories/$" params={{ _splat: category }}>
          {t(`category.${category}`)}
        </Link>
        {rest.map((segment: string, i: number) => (
          <span key={segment + i}>
            <span aria-hidden="true"> / </span>
            {segment}
          </span>
        ))}
      </nav>
      <h1>{t(`category.${category}`)}</h1>
      <p className="page-intro">{t('lobby.intro')}</p>
      <CategoryGrid />
    </>
  )
}
