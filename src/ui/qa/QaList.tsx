import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'

/** The Q&A grouped by topic, narrowed by what the visitor types (in questions and answers). */
export function QaList() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.qa(lang))
  const [query, setQuery] = useState('')
  const searchId = useId()
  const needle = query.trim().toLocaleLowerCase()
  const topics = data.topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => !needle || `${item.question} ${item.answer}`.toLocaleLowerCase().includes(needle)),
    }))
    .filter((topic) => topic.items.length > 0)

  return (
    <>
      <form role="search" className="lobby-filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>{t('qa.search')}</label>
          <input id={searchId} type="search" value={query} maxLength={100} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </form>
      {topics.length === 0 && <p className="note">{t('qa.no_results')}</p>}
      {topics.map((topic) => (
        <section key={topic.slug} className="qa-topic" aria-labelledby={`qa-${topic.slug}`}>
          <h2 id={`qa-${topic.slug}`}>{topic.name}</h2>
          {topic.items.map((item) => (
            <details key={item.id} className="qa-item" open={needle !== ''}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <aside className="qa-ask">
        <p>{t('qa.not_found')}</p>
        <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'NonMember' })}>
          {t('qa.ask_guest')}
        </button>
      </aside>
    </>
  )
}
