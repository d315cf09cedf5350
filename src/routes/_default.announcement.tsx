import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../ui/layout/PageHeader'

export const Route = createFileRoute('/_default/announcement')({
  staticData: { titleKey: 'announcement.title' },
  component: () => <PageHeader titleKey="announcement.title" introKey="announcement.intro" />,
})
