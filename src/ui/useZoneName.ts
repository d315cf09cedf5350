import { useTranslation } from 'react-i18next'
import { memberTimeZone, zoneName } from '../i18n/timeZones'

/** A time zone by the name a member knows (the member's own by default), in the current language. */
export function useZoneName() {
  const { t } = useTranslation()
  return (timeZone = memberTimeZone()) => {
    const name = zoneName(timeZone)
    return 'key' in name ? t(name.key) : name.offset
  }
}
