import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../ui/layout/PageHeader'

export const Route = createFileRoute('/_default/qa')({
  staticData: { titleKey: 'qa.title' },
  component: () => <PageHeader titleKey="qa.title" introKey="qa.intro" />,
})
