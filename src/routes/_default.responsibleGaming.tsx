import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../ui/legal/LegalPage'
import { loadLegalPage } from '../ui/legal/legalLoader'
import { ResponsibleGamingTools } from '../ui/responsibleGaming/ResponsibleGamingTools'

export const Route = createFileRoute('/_default/responsibleGaming')({
  staticData: { titleKey: 'footer.responsible_gaming' },
  loader: loadLegalPage('responsible'),
  component: () => (
    <>
      <ResponsibleGamingTools />
      <LegalPage page="responsible" titleKey="footer.responsible_gaming" />
    </>
  ),
})
