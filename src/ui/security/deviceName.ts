import type { TFunction } from 'i18next'

/** "iPhone · Safari" as the server read it from the user agent; a translated "unknown" when it could not. */
export function deviceName(t: TFunction, { device, browser }: { device: string; browser: string }): string {
  const parts = [device, browser].filter((part) => part !== '')
  return parts.length > 0 ? parts.join(' · ') : t('security.sessions.unknown')
}
