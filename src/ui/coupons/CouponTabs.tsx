import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { couponTabs, type CouponTab } from '../../shared/calls/coupons'
import { CouponList } from './CouponList'

/** Available, used and expired coupons as tabs (arrow keys move between them). */
export function CouponTabs() {
  const { t } = useTranslation()
  const id = useId()
  const [tab, setTab] = useState<CouponTab>('available')
  const buttons = useRef<Partial<Record<CouponTab, HTMLButtonElement | null>>>({})

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = couponTabs[(couponTabs.indexOf(tab) + step + couponTabs.length) % couponTabs.length] ?? 'available'
    setTab(next)
    buttons.current[next]?.focus()
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('coupons.mine')}</h2>
      <div className="chip-row" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        {couponTabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              buttons.current[name] = node
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="chip"
            data-status={tab === name ? 'active' : undefined}
            onClick={() => setTab(name)}
          >
            {t(`coupons.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <CouponList tab={tab} />
      </div>
    </section>
  )
}
