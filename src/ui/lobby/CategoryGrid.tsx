import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { categories } from './categories'

export function CategoryGrid() {
  const { t } = useTranslation()
  return (
    <ul className="category-grid">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link to="/Categories/$" params={{ _splat: c.slug }} className="category-card">
            <span className="category-icon" aria-hidden="true">
              {c.icon}
            </span>
            <span>{t(`category.${c.slug}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
