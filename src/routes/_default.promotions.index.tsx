import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../ui/layout/PageHeader'

export const Route = createFileRoute('/_default/promotions/')({
  staticData: { titleKey: 'promotions.title' },
  component: () => <PageHeader titleKey="promotions.title" introKey="promotions.intro" />,
})
