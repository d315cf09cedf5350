import { useSelector } from '@xstate/react'
import { useDeferredValue } from 'react'
import { contentLanguage } from '../api/contentQueries'
import { useServices } from '../app/services'

/**
 * The language server content is asked in (part of every content query key). Deferred, so that
 * after a language switch the page keeps its current texts until the new ones have arrived instead
 * of suspending to a spinner.
 */
export function useContentLanguage(): string {
  const { language } = useServices()
  return useDeferredValue(useSelector(language, contentLanguage))
}
