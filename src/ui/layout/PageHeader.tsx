import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function PageHeader({ titleKey, introKey, children }: { titleKey: string; introKey?: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="page-header">
      <h1>{t(titleKey)}</h1>
      {introKey && <p className="page-intro">{t(introKey)}</p>}
      {children}
    </div>
  )
}
