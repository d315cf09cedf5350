import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { PromotionSummary } from '../../shared/calls/content'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'

/**
 * The promotion's call to action. A visitor joins (or logs in) first; a member deposits, or claims
 * the reward where coupons and rewards are redeemed.
 */
export function PromotionAction({ promotion, onNavigate }: { promotion: PromotionSummary; onNavigate?: () => void }) {
  const { session, dialogs } = useServices()
  const { t } = useTranslation()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  if (!loggedIn) {
    const dialog = promotion.action === 'register' ? 'Register' : 'Login'
    return (
      <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: dialog })}>
        {promotion.action === 'register' ? t('promotions.cta_register') : t('promotions.cta_login')}
      </button>
    )
  }
  return promotion.action === 'claim' ? (
    <Link to="/member/coupon" className="button" onClick={onNavigate}>
      {t('promotions.cta_claim')}
    </Link>
  ) : (
    <Link to="/member/deposit" className="button" onClick={onNavigate}>
      {t('promotions.cta_deposit')}
    </Link>
  )
}
