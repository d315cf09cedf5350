import { useTranslation } from 'react-i18next'
import { PageHeader } from '../layout/PageHeader'

interface Section {
  heading: string
  body: string
}

/** A legal page whose sections are translated text (`legal.<page>.sections`). */
export function LegalPage({ page, titleKey }: { page: 'privacy' | 'terms' | 'responsible'; titleKey: string }) {
  const { t } = useTranslation()
  const sections = t(`legal.${page}.sections`, { returnObjects: true }) as Section[]
  return (
    <article className="legal">
      <PageHeader titleKey={titleKey} introKey={`legal.${page}.intro`} />
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
    </article>
  )
}
