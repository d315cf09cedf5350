import { useTranslation } from 'react-i18next'

/** Previous and Next around "page N of M", under a list of records; nothing when it all fits on one page. */
export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('bets.previous')}
      </button>
      <span>{t('bets.page_of', { page, pages })}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('bets.next')}
      </button>
    </nav>
  )
}
