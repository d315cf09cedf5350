import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { FLAG_COOKIE_DAYS, cookieAttributes } from '../../app/storage'

/** Marks a pop-up as seen for a day (seed §9) as soon as it shows. */
export function useFlagCookie(name: string | null): void {
  useEffect(() => {
    if (name) Cookies.set(name, '1', cookieAttributes(FLAG_COOKIE_DAYS))
  }, [name])
}
