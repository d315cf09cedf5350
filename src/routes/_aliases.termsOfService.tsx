import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'
import { loadLegalPage } from '../ui/legal/legalLoader'

export const Route = createFileRoute('/_aliases/termsOfService')({
  staticData: { titleKey: 'footer.terms_of_service' },
  loader: loadLegalPage('terms'),
  component: () => <LegalPage page="terms" titleKey="footer.terms_of_service" />,
})
