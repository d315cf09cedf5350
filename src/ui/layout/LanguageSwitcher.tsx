import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { isLanguage, languageTag, languages, nativeName } from '../../shared/languages'

export function LanguageSwitcher() {
  const { language } = useServices()
  const { t } = useTranslation()
  const id = useId()
  const current = useSelector(language, (s) => s.context.current ?? s.context.requested)
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const value = e.target.value
          if (isLanguage(value)) language.send({ type: 'language.switch', language: value })
        }}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={languageTag[lng]}>
            {nativeName[lng]}
          </option>
        ))}
      </select>
    </div>
  )
}
