import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'

export const Route = createFileRoute('/_default/privacyPolicy')({
  staticData: { titleKey: 'footer.privacy_policy' },
  component: () => <LegalPage page="privacy" titleKey="footer.privacy_policy" />,
})
