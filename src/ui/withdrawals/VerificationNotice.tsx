import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { WithdrawalInfo } from '../../shared/calls/withdrawals'
import { VERIFICATION_SECTION_ID } from '../member/verificationAnchor'
import { useFormat } from '../useFormat'

/** States the identity-verification rule at the top of the withdrawal page, before the member types
 *  anything, with the way to the verification section; nothing once verified. */
export function VerificationNotice({ verification, currency }: { verification: WithdrawalInfo['verification']; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (verification.status === 'verified' || verification.remaining === null) return null
  return (
    <p className="note verification-notice">
      {t(`withdrawal.verification.${verification.status}`, {
        limit: format.money(verification.limit, currency),
        remaining: format.money(verification.remaining, currency),
      })}{' '}
      <Link to="/member/my-account" hash={VERIFICATION_SECTION_ID}>
        {t('withdrawal.verification.link')}
      </Link>
    </p>
  )
}
