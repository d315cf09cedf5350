import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'

export const Route = createFileRoute('/_default/responsibleGaming')({
  staticData: { titleKey: 'footer.responsible_gaming' },
  component: () => <LegalPage page="responsible" titleKey="footer.responsible_gaming" />,
})
