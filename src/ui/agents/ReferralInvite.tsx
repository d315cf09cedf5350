import { useTranslation } from 'react-i18next'
import { useMember } from '../member/useMember'
import { QrCode } from '../qr/QrCode'
import { CopyButton } from './CopyButton'
import { referralLink } from './inviteLinks'
import './agents.css'

/** The member's referral code, link and QR code, each easy to share. */
export function ReferralInvite() {
  const { t } = useTranslation()
  const { member } = useMember()
  const link = referralLink(location.origin, member.referralCode)
  return (
    <section aria-labelledby="invite-title" className="invite">
      <h2 id="invite-title">{t('agents.invite')}</h2>
      <div className="invite-grid">
        <dl className="info-list">
          <div>
            <dt>{t('member.referral_code')}</dt>
            <dd>
              <span className="invite-value" data-testid="referral-code">
                {member.referralCode}
              </span>
              <CopyButton value={member.referralCode} kind="code" label={t('member.referral_code')} />
            </dd>
          </div>
          <div>
            <dt>{t('member.referral_link')}</dt>
            <dd>
              <span className="invite-value" data-testid="referral-link">
                {link}
              </span>
              <CopyButton value={link} kind="link" label={t('member.referral_link')} />
            </dd>
          </div>
        </dl>
        <figure className="invite-qr">
          <QrCode value={link} label={t('agents.qr_label', { link })} />
          <figcaption className="hint">{t('agents.qr_hint')}</figcaption>
        </figure>
      </div>
    </section>
  )
}
