import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** A member's two direct money actions, Deposit then Withdraw: in the header and first on the hub. */
export function MoneyActions({ className }: { className: string }) {
  const { t } = useTranslation()
  return (
    <div className={className}>
      <Link to="/member/deposit" className="button">
        {t('header.deposit')}
      </Link>
      <Link to="/member/withdrawal" className="button button-secondary">
        {t('header.withdraw')}
      </Link>
    </div>
  )
}
