import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'
import { loadLegalPage } from '../ui/legal/legalLoader'

export const Route = createFileRoute('/_default/privacyPolicy')({
  staticData: { titleKey: 'footer.privacy_policy' },
  loader: loadLegalPage('privacy'),
  component: () => <LegalPage page="privacy" titleKey="footer.privacy_policy" />,
})
