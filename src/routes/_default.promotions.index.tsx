import { createFileRoute } from '@tanstack/react-router'
import { contentLanguage } from '../api/contentQueries'
import { PageHeader } from '../ui/layout/PageHeader'
import { PromotionList } from '../ui/promotions/PromotionList'

export const Route = createFileRoute('/_default/promotions/')({
  staticData: { titleKey: 'promotions.title' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.queries.content.promotions(contentLanguage(context.language.getSnapshot()))),
  component: () => (
    <>
      <PageHeader titleKey="promotions.title" introKey="promotions.intro" />
      <PromotionList />
    </>
  ),
})
