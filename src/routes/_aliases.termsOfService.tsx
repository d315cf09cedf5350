import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'

export const Route = createFileRoute('/_aliases/termsOfService')({
  staticData: { titleKey: 'footer.terms_of_service' },
  component: () => <LegalPage page="terms" titleKey="footer.terms_of_service" />,
})
