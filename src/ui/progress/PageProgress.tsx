// The page-loading bar (seed §9): shown only when a navigation takes longer than 200 ms, it
// creeps towards the end over 2000 ms and is 3 px high. It moves with transform only, so it
// never shifts the layout.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const PROGRESS_THROTTLE_MS = 200
const PROGRESS_DURATION_MS = 2000
const PROGRESS_HEIGHT_PX = 3

export function PageProgress() {
  const { t } = useTranslation()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])
  if (!visible) return null
  return (
    <div
      className="page-progress"
      role="progressbar"
      aria-label={t('common.page_loading')}
      style={{ height: PROGRESS_HEIGHT_PX, animationDuration: `${PROGRESS_DURATION_MS}ms` }}
    />
  )
}
